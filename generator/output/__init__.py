"""The last stage: render (Jinja), format (black), cache, stamp (the no-op check), write
atomically, manifest and verify."""
