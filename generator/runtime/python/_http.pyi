# The generated _http.py, as the runtime is type-checked as source: the default HTTP library.
import httpx2 as httpx

__all__ = ["httpx"]
