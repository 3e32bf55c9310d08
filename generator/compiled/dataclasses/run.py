# The sources of dataclasses' methods that a cold run compiles (generator/dataclass_code.py):
# `python -m generator.precompiled` writes this file; do not edit it.
# Recorded by Python 3.11
SOURCES = (
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.artifact_name,self.data_kind_key,self.data_kinds,self.tool_key,self.tools,self.thought_key,self.file_fields,)==(other.artifact_name,other.data_kind_key,other.data_kinds,other.tool_key,other.tools,other.thought_key,other.file_fields,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.body,self.status_body,self.failed_http_status,self.failed_state,self.failed_text,)==(other.body,other.status_body,other.failed_http_status,other.failed_state,other.failed_text,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.check,self.diff,self.quiet,self.verbose,self.change_count,self.same_count,self.failure_count,)==(other.check,other.diff,other.quiet,other.verbose,other.change_count,other.same_count,other.failure_count,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.col_offset,self.magic,)==(other.col_offset,other.magic,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.defs,self.label,)==(other.defs,other.label,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.depth,self.bracket_match,self.delimiters,self.previous,self._for_loop_depths,self._lambda_argument_depths,self.invisible,)==(other.depth,other.bracket_match,other.delimiters,other.previous,other._for_loop_depths,other._lambda_argument_depths,other.invisible,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.field,self.means,self.sends,)==(other.field,other.means,other.sends,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.file,self.include,self.index,)==(other.file,other.include,other.index,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.has_prefix,self.break_idx,)==(other.has_prefix,other.break_idx,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.head,self.body,self.tail,self.opening_bracket,self.closing_bracket,)==(other.head,other.body,other.tail,other.opening_bracket,other.closing_bracket,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.include,self.index,self.is_dir_pattern,)==(other.include,other.index,other.is_dir_pattern,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.include,self.index,self.is_dir_pattern,self.regex,)==(other.include,other.index,other.is_dir_pattern,other.regex,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.field,self.items,)==(other.kind,other.field,other.items,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.label,self.file,self.digest,)==(other.label,other.file,other.digest,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.label,self.version,self.api,self.wire,self.transcript,)==(other.label,other.version,other.api,other.wire,other.transcript,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mask,self.src,)==(other.mask,other.src,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.match,)==(other.match,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.member,self.tag,self.fields,self.objects,)==(other.member,other.tag,other.fields,other.objects,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mode,self.cache_file,self.file_data,)==(other.mode,other.cache_file,other.file_data,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mode,self.depth,self.leaves,self.comments,self.bracket_tracker,self.inside_brackets,self.should_split_rhs,self.magic_trailing_comma,self._complex_subscript_cache,)==(other.mode,other.depth,other.leaves,other.comments,other.bracket_tracker,other.inside_brackets,other.should_split_rhs,other.magic_trailing_comma,other._complex_subscript_cache,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mode,self.previous_block,self.original_line,self.before,self.content_lines,self.after,self.form_feed,)==(other.mode,other.previous_block,other.original_line,other.before,other.content_lines,other.after,other.form_feed,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mode,self.previous_line,self.previous_block,self.previous_defs,self.semantic_leading_comment,self._pyi_previous_decorated_func,)==(other.mode,other.previous_line,other.previous_block,other.previous_defs,other.semantic_leading_comment,other._pyi_previous_decorated_func,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.model,self.tag,self.steps,)==(other.model,other.tag,other.steps,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.base,self.shared,self.doc,)==(other.name,other.base,other.shared,other.doc,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.by,self.fields,self.enum_members,self.may_require,self.optional,)==(other.name,other.by,other.fields,other.enum_members,other.may_require,other.optional,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.doc,self.base,self.sentinel,self.meanings,)==(other.name,other.doc,other.base,other.sentinel,other.meanings,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.doc,self.discriminator,self.enums,self.types,self.variants,self.tags,)==(other.name,other.doc,other.discriminator,other.enums,other.types,other.variants,other.tags,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.doc,self.enum,self.union,self.fields,)==(other.name,other.doc,other.enum,other.union,other.fields,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.doc,self.fills,self.kind,self.type,self.positional,self.default,self.unset,self.example,)==(other.name,other.doc,other.fills,other.kind,other.type,other.positional,other.default,other.unset,other.example,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.doc,self.members,)==(other.name,other.doc,other.members,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.doc,self.request,self.result,self.union,self.streaming,self.idempotent,self.extension,self.arguments,self.command,)==(other.name,other.doc,other.request,other.result,other.union,other.streaming,other.idempotent,other.extension,other.arguments,other.command,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.encode,self.decode,)==(other.name,other.encode,other.decode,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.members,)==(other.name,other.members,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.params,self.body,)==(other.name,other.params,other.body,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.pattern,self.example,self.doc,self.note,self.env,)==(other.name,other.pattern,other.example,other.doc,other.note,other.env,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.shape,self.required,self.by,)==(other.name,other.shape,other.required,other.by,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.type,self.optional,self.doc,)==(other.name,other.type,other.optional,other.doc,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.version,self.package,self.transport,self.codec,self.headers,self.defaults,self.stream_end,self.bindings,self.unsupported,self.unions,self.jsonrpc,self.note,)==(other.name,other.version,other.package,other.transport,other.codec,other.headers,other.defaults,other.stream_end,other.bindings,other.unsupported,other.unions,other.jsonrpc,other.note,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.version,self.vendor,self.title,self.doc,self.python_package,self.typescript_package,self.go_module,self.base_url,self.base_url_env,self.agent_path,self.path_params,self.auth_header,self.auth_prefix,self.api_key_env,self.permission,self.request_id_header,self.request_id_note,)==(other.name,other.version,other.vendor,other.title,other.doc,other.python_package,other.typescript_package,other.go_module,other.base_url,other.base_url_env,other.agent_path,other.path_params,other.auth_header,other.auth_prefix,other.api_key_env,other.permission,other.request_id_header,other.request_id_note,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.wire,self.shape,self.target,)==(other.name,other.wire,other.shape,other.target,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.namespace,self.location,self.model,self.rules,self.defs,self.checks,self.missing_error,)==(other.namespace,other.location,other.model,other.rules,other.defs,other.checks,other.missing_error,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.old,self.new,self.changes,self.transcript,self.vectors,)==(other.old,other.new,other.changes,other.transcript,other.vectors,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.op,self.doc,self.http,self.path,self.path_fields,self.query,self.body,self.method,self.headers,)==(other.op,other.doc,other.http,other.path,other.path_fields,other.query,other.body,other.method,other.headers,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.original_start,self.original_end,self.modified_start,self.modified_end,self.is_changed_block,)==(other.original_start,other.original_end,other.modified_start,other.modified_end,other.is_changed_block,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.package,self.version,self.dialects,)==(other.package,other.version,other.dialects,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.parts_at,self.when_part_has,self.require,self.message,)==(other.parts_at,other.when_part_has,other.require,other.message,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.path,self.label,self.text,self.data,self.values,self.keys,self.unconfirmed,)==(other.path,other.label,other.text,other.data,other.values,other.keys,other.unconfirmed,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.python_http,)==(other.python_http,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.refs,self.rejected,self.oneof,)==(other.refs,other.rejected,other.oneof,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.role,self.kind,self.model,)==(other.role,other.kind,other.model,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.section,self.level,self.change,self.entry,self.old,self.new,)==(other.section,other.level,other.change,other.entry,other.old,other.new,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.service,self.dialects,self.models,self.extension,self.sources,)==(other.service,other.dialects,other.models,other.extension,other.sources,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.service,self.operations,self.dialects,self.unions,self.requests,self.errors,self.wire_errors,self.streams,self.answer,self.extension,self.models,self.jsonrpc,self.stream_media_type,self.stream_error_event,self.sources,)==(other.service,other.operations,other.dialects,other.unions,other.requests,other.errors,other.wire_errors,other.streams,other.answer,other.extension,other.models,other.jsonrpc,other.stream_media_type,other.stream_error_event,other.sources,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.shared,self.status,self.jsonrpc,self.by_error_code,self.by_status,self.by_status_class,self.by_jsonrpc_code,self.answers,self.tree,)==(other.shared,other.status,other.jsonrpc,other.by_error_code,other.by_status,other.by_status_class,other.by_jsonrpc_code,other.answers,other.tree,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.source,self.issue_128233_handling,self.current_index,self.prev_index,self.line_number,self.prev_line_number,self.byte_offset,self.prev_byte_offset,self.all_whitespace_on_this_line,self.bracket_level,self.bracket_level_stack,self.prev_token,self.indent_stack,self.dedent_counter,self.fstring_state,self.fstring_prefix_quote_stack,self.fstring_prefix,self.fstring_quote,self.weird_op_case,self.weird_op_case_nl,self.weird_whitespace_case,self.line_after_escaped_nl,)==(other.source,other.issue_128233_handling,other.current_index,other.prev_index,other.line_number,other.prev_line_number,other.byte_offset,other.prev_byte_offset,other.all_whitespace_on_this_line,other.bracket_level,other.bracket_level_stack,other.prev_token,other.indent_stack,other.dedent_counter,other.fstring_state,other.fstring_prefix_quote_stack,other.fstring_prefix,other.fstring_quote,other.weird_op_case,other.weird_op_case_nl,other.weird_whitespace_case,other.line_after_escaped_nl,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.start,self.end,self.tokens,)==(other.start,other.end,other.tokens,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.status,self.code,)==(other.status,other.code,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.target_versions,self.line_length,self.string_normalization,self.is_pyi,self.is_ipynb,self.skip_source_first_line,self.magic_trailing_comma,self.python_cell_magics,self.preview,self.unstable,self.enabled_features,)==(other.target_versions,other.line_length,other.string_normalization,other.is_pyi,other.is_ipynb,other.skip_source_first_line,other.magic_trailing_comma,other.python_cell_magics,other.preview,other.unstable,other.enabled_features,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.terminal,self.interrupted,self.resume,self.replays_leading_task,)==(other.terminal,other.interrupted,other.resume,other.replays_leading_task,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.start_index,self.end_index,self.start_line,self.start_col,self.end_line,self.end_col,)==(other.type,other.start_index,other.end_index,other.start_line,other.start_col,other.end_line,other.end_col,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.value,self.newlines,self.consumed,self.form_feed,self.leading_whitespace,self.original_value,self.prefix_line_index,)==(other.type,other.value,other.newlines,other.consumed,other.form_feed,other.leading_whitespace,other.original_value,other.prefix_line_index,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.version,self.members,self.error_members,)==(other.version,other.members,other.error_members,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.artifact_name,self.data_kind_key,self.data_kinds,self.tool_key,self.tools,self.thought_key,self.file_fields,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.body,self.status_body,self.failed_http_status,self.failed_state,self.failed_text,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.col_offset,self.magic,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.defs,self.label,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.field,self.means,self.sends,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.file,self.include,self.index,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.include,self.index,self.is_dir_pattern,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.include,self.index,self.is_dir_pattern,self.regex,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.field,self.items,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.label,self.file,self.digest,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.mask,self.src,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.member,self.tag,self.fields,self.objects,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.model,self.tag,self.steps,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.base,self.shared,self.doc,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.by,self.fields,self.enum_members,self.may_require,self.optional,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.doc,self.base,self.sentinel,self.meanings,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.doc,self.discriminator,self.enums,self.types,self.variants,self.tags,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.doc,self.enum,self.union,self.fields,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.doc,self.fills,self.kind,self.type,self.positional,self.default,self.unset,self.example,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.doc,self.members,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.doc,self.request,self.result,self.union,self.streaming,self.idempotent,self.extension,self.arguments,self.command,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.encode,self.decode,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.members,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.params,self.body,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.pattern,self.example,self.doc,self.note,self.env,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.shape,self.required,self.by,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.type,self.optional,self.doc,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.version,self.package,self.transport,self.codec,self.headers,self.defaults,self.stream_end,self.bindings,self.unsupported,self.unions,self.jsonrpc,self.note,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.version,self.vendor,self.title,self.doc,self.python_package,self.typescript_package,self.go_module,self.base_url,self.base_url_env,self.agent_path,self.path_params,self.auth_header,self.auth_prefix,self.api_key_env,self.permission,self.request_id_header,self.request_id_note,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.wire,self.shape,self.target,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.namespace,self.location,self.model,self.rules,self.defs,self.checks,self.missing_error,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.op,self.doc,self.http,self.path,self.path_fields,self.query,self.body,self.method,self.headers,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.package,self.version,self.dialects,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.parts_at,self.when_part_has,self.require,self.message,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.python_http,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.refs,self.rejected,self.oneof,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.role,self.kind,self.model,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.section,self.level,self.change,self.entry,self.old,self.new,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.service,self.dialects,self.models,self.extension,self.sources,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.service,self.operations,self.dialects,self.unions,self.requests,self.errors,self.wire_errors,self.streams,self.answer,self.extension,self.models,self.jsonrpc,self.stream_media_type,self.stream_error_event,self.sources,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.shared,self.status,self.jsonrpc,self.by_error_code,self.by_status,self.by_status_class,self.by_jsonrpc_code,self.answers,self.tree,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.status,self.code,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.terminal,self.interrupted,self.resume,self.replays_leading_task,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.version,self.members,self.error_members,))\n return __hash__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(artifact_name={self.artifact_name!r}, data_kind_key={self.data_kind_key!r}, data_kinds={self.data_kinds!r}, tool_key={self.tool_key!r}, tools={self.tools!r}, thought_key={self.thought_key!r}, file_fields={self.file_fields!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(body={self.body!r}, status_body={self.status_body!r}, failed_http_status={self.failed_http_status!r}, failed_state={self.failed_state!r}, failed_text={self.failed_text!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(check={self.check!r}, diff={self.diff!r}, quiet={self.quiet!r}, verbose={self.verbose!r}, change_count={self.change_count!r}, same_count={self.same_count!r}, failure_count={self.failure_count!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(col_offset={self.col_offset!r}, magic={self.magic!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(defs={self.defs!r}, label={self.label!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(depth={self.depth!r}, bracket_match={self.bracket_match!r}, delimiters={self.delimiters!r}, previous={self.previous!r}, _for_loop_depths={self._for_loop_depths!r}, _lambda_argument_depths={self._lambda_argument_depths!r}, invisible={self.invisible!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(depth={self.depth!r}, leaves={self.leaves!r}, comments={self.comments!r}, bracket_tracker={self.bracket_tracker!r}, inside_brackets={self.inside_brackets!r}, should_split_rhs={self.should_split_rhs!r}, magic_trailing_comma={self.magic_trailing_comma!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(field={self.field!r}, means={self.means!r}, sends={self.sends!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(file={self.file!r}, include={self.include!r}, index={self.index!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(has_prefix={self.has_prefix!r}, break_idx={self.break_idx!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(head={self.head!r}, body={self.body!r}, tail={self.tail!r}, opening_bracket={self.opening_bracket!r}, closing_bracket={self.closing_bracket!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(include={self.include!r}, index={self.index!r}, is_dir_pattern={self.is_dir_pattern!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(include={self.include!r}, index={self.index!r}, is_dir_pattern={self.is_dir_pattern!r}, regex={self.regex!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, field={self.field!r}, items={self.items!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(label={self.label!r}, file={self.file!r}, digest={self.digest!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(label={self.label!r}, version={self.version!r}, api={self.api!r}, wire={self.wire!r}, transcript={self.transcript!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(mask={self.mask!r}, src={self.src!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(match={self.match!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(member={self.member!r}, tag={self.tag!r}, fields={self.fields!r}, objects={self.objects!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(mode={self.mode!r}, cache_file={self.cache_file!r}, file_data={self.file_data!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(mode={self.mode!r}, previous_block={self.previous_block!r}, original_line={self.original_line!r}, before={self.before!r}, content_lines={self.content_lines!r}, after={self.after!r}, form_feed={self.form_feed!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(mode={self.mode!r}, previous_line={self.previous_line!r}, previous_block={self.previous_block!r}, previous_defs={self.previous_defs!r}, semantic_leading_comment={self.semantic_leading_comment!r}, _pyi_previous_decorated_func={self._pyi_previous_decorated_func!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(model={self.model!r}, tag={self.tag!r}, steps={self.steps!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, base={self.base!r}, shared={self.shared!r}, doc={self.doc!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, by={self.by!r}, fields={self.fields!r}, enum_members={self.enum_members!r}, may_require={self.may_require!r}, optional={self.optional!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, base={self.base!r}, sentinel={self.sentinel!r}, meanings={self.meanings!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, discriminator={self.discriminator!r}, enums={self.enums!r}, types={self.types!r}, variants={self.variants!r}, tags={self.tags!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, enum={self.enum!r}, union={self.union!r}, fields={self.fields!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, fills={self.fills!r}, kind={self.kind!r}, type={self.type!r}, positional={self.positional!r}, default={self.default!r}, unset={self.unset!r}, example={self.example!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, members={self.members!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, request={self.request!r}, result={self.result!r}, union={self.union!r}, streaming={self.streaming!r}, idempotent={self.idempotent!r}, extension={self.extension!r}, arguments={self.arguments!r}, command={self.command!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, encode={self.encode!r}, decode={self.decode!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, members={self.members!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, params={self.params!r}, body={self.body!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, pattern={self.pattern!r}, example={self.example!r}, doc={self.doc!r}, note={self.note!r}, env={self.env!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, shape={self.shape!r}, required={self.required!r}, by={self.by!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, type={self.type!r}, optional={self.optional!r}, doc={self.doc!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, version={self.version!r}, package={self.package!r}, transport={self.transport!r}, codec={self.codec!r}, headers={self.headers!r}, defaults={self.defaults!r}, stream_end={self.stream_end!r}, bindings={self.bindings!r}, unsupported={self.unsupported!r}, unions={self.unions!r}, jsonrpc={self.jsonrpc!r}, note={self.note!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, version={self.version!r}, vendor={self.vendor!r}, title={self.title!r}, doc={self.doc!r}, python_package={self.python_package!r}, typescript_package={self.typescript_package!r}, go_module={self.go_module!r}, base_url={self.base_url!r}, base_url_env={self.base_url_env!r}, agent_path={self.agent_path!r}, path_params={self.path_params!r}, auth_header={self.auth_header!r}, auth_prefix={self.auth_prefix!r}, api_key_env={self.api_key_env!r}, permission={self.permission!r}, request_id_header={self.request_id_header!r}, request_id_note={self.request_id_note!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, wire={self.wire!r}, shape={self.shape!r}, target={self.target!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(namespace={self.namespace!r}, location={self.location!r}, model={self.model!r}, rules={self.rules!r}, defs={self.defs!r}, checks={self.checks!r}, missing_error={self.missing_error!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(old={self.old!r}, new={self.new!r}, changes={self.changes!r}, transcript={self.transcript!r}, vectors={self.vectors!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(op={self.op!r}, doc={self.doc!r}, http={self.http!r}, path={self.path!r}, path_fields={self.path_fields!r}, query={self.query!r}, body={self.body!r}, method={self.method!r}, headers={self.headers!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(original_start={self.original_start!r}, original_end={self.original_end!r}, modified_start={self.modified_start!r}, modified_end={self.modified_end!r}, is_changed_block={self.is_changed_block!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(package={self.package!r}, version={self.version!r}, dialects={self.dialects!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(parts_at={self.parts_at!r}, when_part_has={self.when_part_has!r}, require={self.require!r}, message={self.message!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(path={self.path!r}, label={self.label!r}, text={self.text!r}, data={self.data!r}, values={self.values!r}, keys={self.keys!r}, unconfirmed={self.unconfirmed!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(python_http={self.python_http!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(refs={self.refs!r}, rejected={self.rejected!r}, oneof={self.oneof!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(role={self.role!r}, kind={self.kind!r}, model={self.model!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(section={self.section!r}, level={self.level!r}, change={self.change!r}, entry={self.entry!r}, old={self.old!r}, new={self.new!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(service={self.service!r}, dialects={self.dialects!r}, models={self.models!r}, extension={self.extension!r}, sources={self.sources!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(service={self.service!r}, operations={self.operations!r}, dialects={self.dialects!r}, unions={self.unions!r}, requests={self.requests!r}, errors={self.errors!r}, wire_errors={self.wire_errors!r}, streams={self.streams!r}, answer={self.answer!r}, extension={self.extension!r}, models={self.models!r}, jsonrpc={self.jsonrpc!r}, stream_media_type={self.stream_media_type!r}, stream_error_event={self.stream_error_event!r}, sources={self.sources!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(shared={self.shared!r}, status={self.status!r}, jsonrpc={self.jsonrpc!r}, by_error_code={self.by_error_code!r}, by_status={self.by_status!r}, by_status_class={self.by_status_class!r}, by_jsonrpc_code={self.by_jsonrpc_code!r}, answers={self.answers!r}, tree={self.tree!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(source={self.source!r}, issue_128233_handling={self.issue_128233_handling!r}, current_index={self.current_index!r}, prev_index={self.prev_index!r}, line_number={self.line_number!r}, prev_line_number={self.prev_line_number!r}, byte_offset={self.byte_offset!r}, prev_byte_offset={self.prev_byte_offset!r}, all_whitespace_on_this_line={self.all_whitespace_on_this_line!r}, bracket_level={self.bracket_level!r}, bracket_level_stack={self.bracket_level_stack!r}, prev_token={self.prev_token!r}, indent_stack={self.indent_stack!r}, dedent_counter={self.dedent_counter!r}, fstring_state={self.fstring_state!r}, fstring_prefix_quote_stack={self.fstring_prefix_quote_stack!r}, fstring_prefix={self.fstring_prefix!r}, fstring_quote={self.fstring_quote!r}, weird_op_case={self.weird_op_case!r}, weird_op_case_nl={self.weird_op_case_nl!r}, weird_whitespace_case={self.weird_whitespace_case!r}, line_after_escaped_nl={self.line_after_escaped_nl!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(start={self.start!r}, end={self.end!r}, tokens={self.tokens!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(status={self.status!r}, code={self.code!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(target_versions={self.target_versions!r}, line_length={self.line_length!r}, string_normalization={self.string_normalization!r}, is_pyi={self.is_pyi!r}, is_ipynb={self.is_ipynb!r}, skip_source_first_line={self.skip_source_first_line!r}, magic_trailing_comma={self.magic_trailing_comma!r}, python_cell_magics={self.python_cell_magics!r}, preview={self.preview!r}, unstable={self.unstable!r}, enabled_features={self.enabled_features!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(terminal={self.terminal!r}, interrupted={self.interrupted!r}, resume={self.resume!r}, replays_leading_task={self.replays_leading_task!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, start_index={self.start_index!r}, end_index={self.end_index!r}, start_line={self.start_line!r}, start_col={self.start_col!r}, end_line={self.end_line!r}, end_col={self.end_col!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, value={self.value!r}, newlines={self.newlines!r}, consumed={self.consumed!r}, form_feed={self.form_feed!r}, leading_whitespace={self.leading_whitespace!r}, original_value={self.original_value!r}, prefix_line_index={self.prefix_line_index!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(version={self.version!r}, members={self.members!r}, error_members={self.error_members!r})"\n return __repr__',
    "def __create_fn__(_type_artifact_name, _type_data_kind_key, _type_data_kinds, _type_tool_key, _type_tools, _type_thought_key, _type_file_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,artifact_name:_type_artifact_name,data_kind_key:_type_data_kind_key,data_kinds:_type_data_kinds,tool_key:_type_tool_key,tools:_type_tools,thought_key:_type_thought_key,file_fields:_type_file_fields)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'artifact_name',artifact_name)\n  __dataclass_builtins_object__.__setattr__(self,'data_kind_key',data_kind_key)\n  __dataclass_builtins_object__.__setattr__(self,'data_kinds',data_kinds)\n  __dataclass_builtins_object__.__setattr__(self,'tool_key',tool_key)\n  __dataclass_builtins_object__.__setattr__(self,'tools',tools)\n  __dataclass_builtins_object__.__setattr__(self,'thought_key',thought_key)\n  __dataclass_builtins_object__.__setattr__(self,'file_fields',file_fields)\n return __init__",
    "def __create_fn__(_type_body, _type_status_body, _type_failed_http_status, _type_failed_state, _type_failed_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,body:_type_body,status_body:_type_status_body,failed_http_status:_type_failed_http_status,failed_state:_type_failed_state,failed_text:_type_failed_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'body',body)\n  __dataclass_builtins_object__.__setattr__(self,'status_body',status_body)\n  __dataclass_builtins_object__.__setattr__(self,'failed_http_status',failed_http_status)\n  __dataclass_builtins_object__.__setattr__(self,'failed_state',failed_state)\n  __dataclass_builtins_object__.__setattr__(self,'failed_text',failed_text)\n return __init__",
    'def __create_fn__(_type_check, _type_diff, _type_quiet, _type_verbose, _type_change_count, _type_same_count, _type_failure_count, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_check, _dflt_diff, _dflt_quiet, _dflt_verbose, _dflt_change_count, _dflt_same_count, _dflt_failure_count, _return_type):\n def __init__(self,check:_type_check=_dflt_check,diff:_type_diff=_dflt_diff,quiet:_type_quiet=_dflt_quiet,verbose:_type_verbose=_dflt_verbose,change_count:_type_change_count=_dflt_change_count,same_count:_type_same_count=_dflt_same_count,failure_count:_type_failure_count=_dflt_failure_count)->_return_type:\n  self.check=check\n  self.diff=diff\n  self.quiet=quiet\n  self.verbose=verbose\n  self.change_count=change_count\n  self.same_count=same_count\n  self.failure_count=failure_count\n return __init__',
    "def __create_fn__(_type_col_offset, _type_magic, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,col_offset:_type_col_offset,magic:_type_magic)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'col_offset',col_offset)\n  __dataclass_builtins_object__.__setattr__(self,'magic',magic)\n return __init__",
    "def __create_fn__(_type_defs, _type_label, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,defs:_type_defs,label:_type_label)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'defs',defs)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n return __init__",
    'def __create_fn__(_type_depth, _type_bracket_match, _type_delimiters, _type_previous, _type__for_loop_depths, _type__lambda_argument_depths, _type_invisible, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_depth, _dflt_bracket_match, _dflt_delimiters, _dflt_previous, _dflt__for_loop_depths, _dflt__lambda_argument_depths, _dflt_invisible, _return_type):\n def __init__(self,depth:_type_depth=_dflt_depth,bracket_match:_type_bracket_match=_HAS_DEFAULT_FACTORY,delimiters:_type_delimiters=_HAS_DEFAULT_FACTORY,previous:_type_previous=_dflt_previous,_for_loop_depths:_type__for_loop_depths=_HAS_DEFAULT_FACTORY,_lambda_argument_depths:_type__lambda_argument_depths=_HAS_DEFAULT_FACTORY,invisible:_type_invisible=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.depth=depth\n  self.bracket_match=_dflt_bracket_match() if bracket_match is _HAS_DEFAULT_FACTORY else bracket_match\n  self.delimiters=_dflt_delimiters() if delimiters is _HAS_DEFAULT_FACTORY else delimiters\n  self.previous=previous\n  self._for_loop_depths=_dflt__for_loop_depths() if _for_loop_depths is _HAS_DEFAULT_FACTORY else _for_loop_depths\n  self._lambda_argument_depths=_dflt__lambda_argument_depths() if _lambda_argument_depths is _HAS_DEFAULT_FACTORY else _lambda_argument_depths\n  self.invisible=_dflt_invisible() if invisible is _HAS_DEFAULT_FACTORY else invisible\n return __init__',
    "def __create_fn__(_type_field, _type_means, _type_sends, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,field:_type_field,means:_type_means,sends:_type_sends)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'field',field)\n  __dataclass_builtins_object__.__setattr__(self,'means',means)\n  __dataclass_builtins_object__.__setattr__(self,'sends',sends)\n return __init__",
    "def __create_fn__(_type_file, _type_include, _type_index, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,file:_type_file,include:_type_include,index:_type_index)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'file',file)\n  __dataclass_builtins_object__.__setattr__(self,'include',include)\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n return __init__",
    'def __create_fn__(_type_has_prefix, _type_break_idx, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,has_prefix:_type_has_prefix,break_idx:_type_break_idx)->_return_type:\n  self.has_prefix=has_prefix\n  self.break_idx=break_idx\n return __init__',
    'def __create_fn__(_type_head, _type_body, _type_tail, _type_opening_bracket, _type_closing_bracket, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,head:_type_head,body:_type_body,tail:_type_tail,opening_bracket:_type_opening_bracket,closing_bracket:_type_closing_bracket)->_return_type:\n  self.head=head\n  self.body=body\n  self.tail=tail\n  self.opening_bracket=opening_bracket\n  self.closing_bracket=closing_bracket\n return __init__',
    "def __create_fn__(_type_include, _type_index, _type_is_dir_pattern, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,include:_type_include,index:_type_index,is_dir_pattern:_type_is_dir_pattern)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'include',include)\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n  __dataclass_builtins_object__.__setattr__(self,'is_dir_pattern',is_dir_pattern)\n return __init__",
    "def __create_fn__(_type_include, _type_index, _type_is_dir_pattern, _type_regex, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,include:_type_include,index:_type_index,is_dir_pattern:_type_is_dir_pattern,regex:_type_regex)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'include',include)\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n  __dataclass_builtins_object__.__setattr__(self,'is_dir_pattern',is_dir_pattern)\n  __dataclass_builtins_object__.__setattr__(self,'regex',regex)\n return __init__",
    "def __create_fn__(_type_kind, _type_field, _type_items, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):\n def __init__(self,kind:_type_kind,field:_type_field,items:_type_items,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'field',field)\n  __dataclass_builtins_object__.__setattr__(self,'items',items)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    "def __create_fn__(_type_label, _type_file, _type_digest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,label:_type_label,file:_type_file,digest:_type_digest)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'file',file)\n  __dataclass_builtins_object__.__setattr__(self,'digest',digest)\n return __init__",
    'def __create_fn__(_type_label, _type_version, _type_api, _type_wire, _type_transcript, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_transcript, _return_type):\n def __init__(self,label:_type_label,version:_type_version,api:_type_api,wire:_type_wire,transcript:_type_transcript=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.label=label\n  self.version=version\n  self.api=api\n  self.wire=wire\n  self.transcript=_dflt_transcript() if transcript is _HAS_DEFAULT_FACTORY else transcript\n return __init__',
    "def __create_fn__(_type_mask, _type_src, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,mask:_type_mask,src:_type_src)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'mask',mask)\n  __dataclass_builtins_object__.__setattr__(self,'src',src)\n return __init__",
    'def __create_fn__(_type_match, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,match:_type_match)->_return_type:\n  self.match=match\n return __init__',
    "def __create_fn__(_type_member, _type_tag, _type_fields, _type_objects, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,member:_type_member,tag:_type_tag,fields:_type_fields,objects:_type_objects)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'member',member)\n  __dataclass_builtins_object__.__setattr__(self,'tag',tag)\n  __dataclass_builtins_object__.__setattr__(self,'fields',fields)\n  __dataclass_builtins_object__.__setattr__(self,'objects',objects)\n return __init__",
    'def __create_fn__(_type_mode, _type_cache_file, _type_file_data, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_file_data, _return_type):\n def __init__(self,mode:_type_mode,cache_file:_type_cache_file,file_data:_type_file_data=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.mode=mode\n  self.cache_file=cache_file\n  self.file_data=_dflt_file_data() if file_data is _HAS_DEFAULT_FACTORY else file_data\n return __init__',
    'def __create_fn__(_type_mode, _type_depth, _type_leaves, _type_comments, _type_bracket_tracker, _type_inside_brackets, _type_should_split_rhs, _type_magic_trailing_comma, _type__complex_subscript_cache, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_depth, _dflt_leaves, _dflt_comments, _dflt_bracket_tracker, _dflt_inside_brackets, _dflt_should_split_rhs, _dflt_magic_trailing_comma, _dflt__complex_subscript_cache, _return_type):\n def __init__(self,mode:_type_mode,depth:_type_depth=_dflt_depth,leaves:_type_leaves=_HAS_DEFAULT_FACTORY,comments:_type_comments=_HAS_DEFAULT_FACTORY,bracket_tracker:_type_bracket_tracker=_HAS_DEFAULT_FACTORY,inside_brackets:_type_inside_brackets=_dflt_inside_brackets,should_split_rhs:_type_should_split_rhs=_dflt_should_split_rhs,magic_trailing_comma:_type_magic_trailing_comma=_dflt_magic_trailing_comma,_complex_subscript_cache:_type__complex_subscript_cache=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.mode=mode\n  self.depth=depth\n  self.leaves=_dflt_leaves() if leaves is _HAS_DEFAULT_FACTORY else leaves\n  self.comments=_dflt_comments() if comments is _HAS_DEFAULT_FACTORY else comments\n  self.bracket_tracker=_dflt_bracket_tracker() if bracket_tracker is _HAS_DEFAULT_FACTORY else bracket_tracker\n  self.inside_brackets=inside_brackets\n  self.should_split_rhs=should_split_rhs\n  self.magic_trailing_comma=magic_trailing_comma\n  self._complex_subscript_cache=_dflt__complex_subscript_cache() if _complex_subscript_cache is _HAS_DEFAULT_FACTORY else _complex_subscript_cache\n return __init__',
    'def __create_fn__(_type_mode, _type_previous_block, _type_original_line, _type_before, _type_content_lines, _type_after, _type_form_feed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_before, _dflt_content_lines, _dflt_after, _dflt_form_feed, _return_type):\n def __init__(self,mode:_type_mode,previous_block:_type_previous_block,original_line:_type_original_line,before:_type_before=_dflt_before,content_lines:_type_content_lines=_HAS_DEFAULT_FACTORY,after:_type_after=_dflt_after,form_feed:_type_form_feed=_dflt_form_feed)->_return_type:\n  self.mode=mode\n  self.previous_block=previous_block\n  self.original_line=original_line\n  self.before=before\n  self.content_lines=_dflt_content_lines() if content_lines is _HAS_DEFAULT_FACTORY else content_lines\n  self.after=after\n  self.form_feed=form_feed\n return __init__',
    'def __create_fn__(_type_mode, _type_previous_line, _type_previous_block, _type_previous_defs, _type_semantic_leading_comment, _type__pyi_previous_decorated_func, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_previous_line, _dflt_previous_block, _dflt_previous_defs, _dflt_semantic_leading_comment, _dflt__pyi_previous_decorated_func, _return_type):\n def __init__(self,mode:_type_mode,previous_line:_type_previous_line=_dflt_previous_line,previous_block:_type_previous_block=_dflt_previous_block,previous_defs:_type_previous_defs=_HAS_DEFAULT_FACTORY,semantic_leading_comment:_type_semantic_leading_comment=_dflt_semantic_leading_comment,_pyi_previous_decorated_func:_type__pyi_previous_decorated_func=_dflt__pyi_previous_decorated_func)->_return_type:\n  self.mode=mode\n  self.previous_line=previous_line\n  self.previous_block=previous_block\n  self.previous_defs=_dflt_previous_defs() if previous_defs is _HAS_DEFAULT_FACTORY else previous_defs\n  self.semantic_leading_comment=semantic_leading_comment\n  self._pyi_previous_decorated_func=_pyi_previous_decorated_func\n return __init__',
    "def __create_fn__(_type_model, _type_tag, _type_steps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,model:_type_model,tag:_type_tag,steps:_type_steps)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'model',model)\n  __dataclass_builtins_object__.__setattr__(self,'tag',tag)\n  __dataclass_builtins_object__.__setattr__(self,'steps',steps)\n return __init__",
    "def __create_fn__(_type_name, _type_base, _type_shared, _type_doc, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,base:_type_base,shared:_type_shared,doc:_type_doc)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'base',base)\n  __dataclass_builtins_object__.__setattr__(self,'shared',shared)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n return __init__",
    "def __create_fn__(_type_name, _type_by, _type_fields, _type_enum_members, _type_may_require, _type_optional, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_fields, _dflt_enum_members, _dflt_may_require, _dflt_optional, _return_type):\n def __init__(self,name:_type_name,by:_type_by,fields:_type_fields=_dflt_fields,enum_members:_type_enum_members=_dflt_enum_members,may_require:_type_may_require=_dflt_may_require,optional:_type_optional=_dflt_optional)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'by',by)\n  __dataclass_builtins_object__.__setattr__(self,'fields',fields)\n  __dataclass_builtins_object__.__setattr__(self,'enum_members',enum_members)\n  __dataclass_builtins_object__.__setattr__(self,'may_require',may_require)\n  __dataclass_builtins_object__.__setattr__(self,'optional',optional)\n return __init__",
    "def __create_fn__(_type_name, _type_doc, _type_base, _type_sentinel, _type_meanings, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,doc:_type_doc,base:_type_base,sentinel:_type_sentinel,meanings:_type_meanings)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n  __dataclass_builtins_object__.__setattr__(self,'base',base)\n  __dataclass_builtins_object__.__setattr__(self,'sentinel',sentinel)\n  __dataclass_builtins_object__.__setattr__(self,'meanings',meanings)\n return __init__",
    "def __create_fn__(_type_name, _type_doc, _type_discriminator, _type_enums, _type_types, _type_variants, _type_tags, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,doc:_type_doc,discriminator:_type_discriminator,enums:_type_enums,types:_type_types,variants:_type_variants,tags:_type_tags)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n  __dataclass_builtins_object__.__setattr__(self,'discriminator',discriminator)\n  __dataclass_builtins_object__.__setattr__(self,'enums',enums)\n  __dataclass_builtins_object__.__setattr__(self,'types',types)\n  __dataclass_builtins_object__.__setattr__(self,'variants',variants)\n  __dataclass_builtins_object__.__setattr__(self,'tags',tags)\n return __init__",
    "def __create_fn__(_type_name, _type_doc, _type_enum, _type_union, _type_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_enum, _dflt_union, _dflt_fields, _return_type):\n def __init__(self,name:_type_name,doc:_type_doc,enum:_type_enum=_dflt_enum,union:_type_union=_dflt_union,fields:_type_fields=_dflt_fields)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n  __dataclass_builtins_object__.__setattr__(self,'enum',enum)\n  __dataclass_builtins_object__.__setattr__(self,'union',union)\n  __dataclass_builtins_object__.__setattr__(self,'fields',fields)\n return __init__",
    "def __create_fn__(_type_name, _type_doc, _type_fills, _type_kind, _type_type, _type_positional, _type_default, _type_unset, _type_example, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_example, _dflt_origin, _return_type):\n def __init__(self,name:_type_name,doc:_type_doc,fills:_type_fills,kind:_type_kind,type:_type_type,positional:_type_positional,default:_type_default,unset:_type_unset,example:_type_example=_dflt_example,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n  __dataclass_builtins_object__.__setattr__(self,'fills',fills)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'positional',positional)\n  __dataclass_builtins_object__.__setattr__(self,'default',default)\n  __dataclass_builtins_object__.__setattr__(self,'unset',unset)\n  __dataclass_builtins_object__.__setattr__(self,'example',example)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    "def __create_fn__(_type_name, _type_doc, _type_members, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,doc:_type_doc,members:_type_members)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n  __dataclass_builtins_object__.__setattr__(self,'members',members)\n return __init__",
    "def __create_fn__(_type_name, _type_doc, _type_request, _type_result, _type_union, _type_streaming, _type_idempotent, _type_extension, _type_arguments, _type_command, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_command, _dflt_origin, _return_type):\n def __init__(self,name:_type_name,doc:_type_doc,request:_type_request,result:_type_result,union:_type_union,streaming:_type_streaming,idempotent:_type_idempotent,extension:_type_extension,arguments:_type_arguments,command:_type_command=_dflt_command,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n  __dataclass_builtins_object__.__setattr__(self,'request',request)\n  __dataclass_builtins_object__.__setattr__(self,'result',result)\n  __dataclass_builtins_object__.__setattr__(self,'union',union)\n  __dataclass_builtins_object__.__setattr__(self,'streaming',streaming)\n  __dataclass_builtins_object__.__setattr__(self,'idempotent',idempotent)\n  __dataclass_builtins_object__.__setattr__(self,'extension',extension)\n  __dataclass_builtins_object__.__setattr__(self,'arguments',arguments)\n  __dataclass_builtins_object__.__setattr__(self,'command',command)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    "def __create_fn__(_type_name, _type_encode, _type_decode, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,encode:_type_encode,decode:_type_decode)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'encode',encode)\n  __dataclass_builtins_object__.__setattr__(self,'decode',decode)\n return __init__",
    "def __create_fn__(_type_name, _type_members, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):\n def __init__(self,name:_type_name,members:_type_members,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'members',members)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    "def __create_fn__(_type_name, _type_params, _type_body, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,params:_type_params,body:_type_body)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'params',params)\n  __dataclass_builtins_object__.__setattr__(self,'body',body)\n return __init__",
    "def __create_fn__(_type_name, _type_pattern, _type_example, _type_doc, _type_note, _type_env, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_env, _dflt_origin, _return_type):\n def __init__(self,name:_type_name,pattern:_type_pattern,example:_type_example,doc:_type_doc,note:_type_note,env:_type_env=_dflt_env,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'pattern',pattern)\n  __dataclass_builtins_object__.__setattr__(self,'example',example)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n  __dataclass_builtins_object__.__setattr__(self,'note',note)\n  __dataclass_builtins_object__.__setattr__(self,'env',env)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    "def __create_fn__(_type_name, _type_shape, _type_required, _type_by, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,shape:_type_shape,required:_type_required,by:_type_by)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'shape',shape)\n  __dataclass_builtins_object__.__setattr__(self,'required',required)\n  __dataclass_builtins_object__.__setattr__(self,'by',by)\n return __init__",
    "def __create_fn__(_type_name, _type_type, _type_optional, _type_doc, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,type:_type_type,optional:_type_optional,doc:_type_doc)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'optional',optional)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n return __init__",
    "def __create_fn__(_type_name, _type_version, _type_package, _type_transport, _type_codec, _type_headers, _type_defaults, _type_stream_end, _type_bindings, _type_unsupported, _type_unions, _type_jsonrpc, _type_note, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):\n def __init__(self,name:_type_name,version:_type_version,package:_type_package,transport:_type_transport,codec:_type_codec,headers:_type_headers,defaults:_type_defaults,stream_end:_type_stream_end,bindings:_type_bindings,unsupported:_type_unsupported,unions:_type_unions,jsonrpc:_type_jsonrpc,note:_type_note,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n  __dataclass_builtins_object__.__setattr__(self,'package',package)\n  __dataclass_builtins_object__.__setattr__(self,'transport',transport)\n  __dataclass_builtins_object__.__setattr__(self,'codec',codec)\n  __dataclass_builtins_object__.__setattr__(self,'headers',headers)\n  __dataclass_builtins_object__.__setattr__(self,'defaults',defaults)\n  __dataclass_builtins_object__.__setattr__(self,'stream_end',stream_end)\n  __dataclass_builtins_object__.__setattr__(self,'bindings',bindings)\n  __dataclass_builtins_object__.__setattr__(self,'unsupported',unsupported)\n  __dataclass_builtins_object__.__setattr__(self,'unions',unions)\n  __dataclass_builtins_object__.__setattr__(self,'jsonrpc',jsonrpc)\n  __dataclass_builtins_object__.__setattr__(self,'note',note)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    "def __create_fn__(_type_name, _type_version, _type_vendor, _type_title, _type_doc, _type_python_package, _type_typescript_package, _type_go_module, _type_base_url, _type_base_url_env, _type_agent_path, _type_path_params, _type_auth_header, _type_auth_prefix, _type_api_key_env, _type_permission, _type_request_id_header, _type_request_id_note, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,version:_type_version,vendor:_type_vendor,title:_type_title,doc:_type_doc,python_package:_type_python_package,typescript_package:_type_typescript_package,go_module:_type_go_module,base_url:_type_base_url,base_url_env:_type_base_url_env,agent_path:_type_agent_path,path_params:_type_path_params,auth_header:_type_auth_header,auth_prefix:_type_auth_prefix,api_key_env:_type_api_key_env,permission:_type_permission,request_id_header:_type_request_id_header,request_id_note:_type_request_id_note)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n  __dataclass_builtins_object__.__setattr__(self,'vendor',vendor)\n  __dataclass_builtins_object__.__setattr__(self,'title',title)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n  __dataclass_builtins_object__.__setattr__(self,'python_package',python_package)\n  __dataclass_builtins_object__.__setattr__(self,'typescript_package',typescript_package)\n  __dataclass_builtins_object__.__setattr__(self,'go_module',go_module)\n  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)\n  __dataclass_builtins_object__.__setattr__(self,'base_url_env',base_url_env)\n  __dataclass_builtins_object__.__setattr__(self,'agent_path',agent_path)\n  __dataclass_builtins_object__.__setattr__(self,'path_params',path_params)\n  __dataclass_builtins_object__.__setattr__(self,'auth_header',auth_header)\n  __dataclass_builtins_object__.__setattr__(self,'auth_prefix',auth_prefix)\n  __dataclass_builtins_object__.__setattr__(self,'api_key_env',api_key_env)\n  __dataclass_builtins_object__.__setattr__(self,'permission',permission)\n  __dataclass_builtins_object__.__setattr__(self,'request_id_header',request_id_header)\n  __dataclass_builtins_object__.__setattr__(self,'request_id_note',request_id_note)\n return __init__",
    "def __create_fn__(_type_name, _type_wire, _type_shape, _type_target, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_target, _return_type):\n def __init__(self,name:_type_name,wire:_type_wire,shape:_type_shape,target:_type_target=_dflt_target)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'wire',wire)\n  __dataclass_builtins_object__.__setattr__(self,'shape',shape)\n  __dataclass_builtins_object__.__setattr__(self,'target',target)\n return __init__",
    "def __create_fn__(_type_namespace, _type_location, _type_model, _type_rules, _type_defs, _type_checks, _type_missing_error, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,namespace:_type_namespace,location:_type_location,model:_type_model,rules:_type_rules,defs:_type_defs,checks:_type_checks,missing_error:_type_missing_error)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'namespace',namespace)\n  __dataclass_builtins_object__.__setattr__(self,'location',location)\n  __dataclass_builtins_object__.__setattr__(self,'model',model)\n  __dataclass_builtins_object__.__setattr__(self,'rules',rules)\n  __dataclass_builtins_object__.__setattr__(self,'defs',defs)\n  __dataclass_builtins_object__.__setattr__(self,'checks',checks)\n  __dataclass_builtins_object__.__setattr__(self,'missing_error',missing_error)\n return __init__",
    'def __create_fn__(_type_old, _type_new, _type_changes, _type_transcript, _type_vectors, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,old:_type_old,new:_type_new,changes:_type_changes,transcript:_type_transcript,vectors:_type_vectors)->_return_type:\n  self.old=old\n  self.new=new\n  self.changes=changes\n  self.transcript=transcript\n  self.vectors=vectors\n return __init__',
    "def __create_fn__(_type_op, _type_doc, _type_http, _type_path, _type_path_fields, _type_query, _type_body, _type_method, _type_headers, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):\n def __init__(self,op:_type_op,doc:_type_doc,http:_type_http,path:_type_path,path_fields:_type_path_fields,query:_type_query,body:_type_body,method:_type_method,headers:_type_headers,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'op',op)\n  __dataclass_builtins_object__.__setattr__(self,'doc',doc)\n  __dataclass_builtins_object__.__setattr__(self,'http',http)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'path_fields',path_fields)\n  __dataclass_builtins_object__.__setattr__(self,'query',query)\n  __dataclass_builtins_object__.__setattr__(self,'body',body)\n  __dataclass_builtins_object__.__setattr__(self,'method',method)\n  __dataclass_builtins_object__.__setattr__(self,'headers',headers)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    'def __create_fn__(_type_original_start, _type_original_end, _type_modified_start, _type_modified_end, _type_is_changed_block, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,original_start:_type_original_start,original_end:_type_original_end,modified_start:_type_modified_start,modified_end:_type_modified_end,is_changed_block:_type_is_changed_block)->_return_type:\n  self.original_start=original_start\n  self.original_end=original_end\n  self.modified_start=modified_start\n  self.modified_end=modified_end\n  self.is_changed_block=is_changed_block\n return __init__',
    "def __create_fn__(_type_package, _type_version, _type_dialects, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,package:_type_package,version:_type_version,dialects:_type_dialects)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'package',package)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n  __dataclass_builtins_object__.__setattr__(self,'dialects',dialects)\n return __init__",
    "def __create_fn__(_type_parts_at, _type_when_part_has, _type_require, _type_message, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):\n def __init__(self,parts_at:_type_parts_at,when_part_has:_type_when_part_has,require:_type_require,message:_type_message,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'parts_at',parts_at)\n  __dataclass_builtins_object__.__setattr__(self,'when_part_has',when_part_has)\n  __dataclass_builtins_object__.__setattr__(self,'require',require)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    'def __create_fn__(_type_path, _type_label, _type_text, _type_data, _type_values, _type_keys, _type_unconfirmed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_data, _dflt_values, _dflt_keys, _dflt_unconfirmed, _return_type):\n def __init__(self,path:_type_path,label:_type_label,text:_type_text,data:_type_data=_dflt_data,values:_type_values=_HAS_DEFAULT_FACTORY,keys:_type_keys=_HAS_DEFAULT_FACTORY,unconfirmed:_type_unconfirmed=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.path=path\n  self.label=label\n  self.text=text\n  self.data=data\n  self.values=_dflt_values() if values is _HAS_DEFAULT_FACTORY else values\n  self.keys=_dflt_keys() if keys is _HAS_DEFAULT_FACTORY else keys\n  self.unconfirmed=_dflt_unconfirmed() if unconfirmed is _HAS_DEFAULT_FACTORY else unconfirmed\n return __init__',
    "def __create_fn__(_type_python_http, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_python_http, _return_type):\n def __init__(self,python_http:_type_python_http=_dflt_python_http)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'python_http',python_http)\n return __init__",
    "def __create_fn__(_type_refs, _type_rejected, _type_oneof, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,refs:_type_refs,rejected:_type_rejected,oneof:_type_oneof)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'refs',refs)\n  __dataclass_builtins_object__.__setattr__(self,'rejected',rejected)\n  __dataclass_builtins_object__.__setattr__(self,'oneof',oneof)\n return __init__",
    "def __create_fn__(_type_role, _type_kind, _type_model, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):\n def __init__(self,role:_type_role,kind:_type_kind,model:_type_model,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'role',role)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'model',model)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    "def __create_fn__(_type_section, _type_level, _type_change, _type_entry, _type_old, _type_new, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,section:_type_section,level:_type_level,change:_type_change,entry:_type_entry,old:_type_old,new:_type_new)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'section',section)\n  __dataclass_builtins_object__.__setattr__(self,'level',level)\n  __dataclass_builtins_object__.__setattr__(self,'change',change)\n  __dataclass_builtins_object__.__setattr__(self,'entry',entry)\n  __dataclass_builtins_object__.__setattr__(self,'old',old)\n  __dataclass_builtins_object__.__setattr__(self,'new',new)\n return __init__",
    "def __create_fn__(_type_service, _type_dialects, _type_models, _type_extension, _type_sources, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,service:_type_service,dialects:_type_dialects,models:_type_models,extension:_type_extension,sources:_type_sources)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'service',service)\n  __dataclass_builtins_object__.__setattr__(self,'dialects',dialects)\n  __dataclass_builtins_object__.__setattr__(self,'models',models)\n  __dataclass_builtins_object__.__setattr__(self,'extension',extension)\n  __dataclass_builtins_object__.__setattr__(self,'sources',sources)\n return __init__",
    "def __create_fn__(_type_service, _type_operations, _type_dialects, _type_unions, _type_requests, _type_errors, _type_wire_errors, _type_streams, _type_answer, _type_extension, _type_models, _type_jsonrpc, _type_stream_media_type, _type_stream_error_event, _type_sources, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,service:_type_service,operations:_type_operations,dialects:_type_dialects,unions:_type_unions,requests:_type_requests,errors:_type_errors,wire_errors:_type_wire_errors,streams:_type_streams,answer:_type_answer,extension:_type_extension,models:_type_models,jsonrpc:_type_jsonrpc,stream_media_type:_type_stream_media_type,stream_error_event:_type_stream_error_event,sources:_type_sources)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'service',service)\n  __dataclass_builtins_object__.__setattr__(self,'operations',operations)\n  __dataclass_builtins_object__.__setattr__(self,'dialects',dialects)\n  __dataclass_builtins_object__.__setattr__(self,'unions',unions)\n  __dataclass_builtins_object__.__setattr__(self,'requests',requests)\n  __dataclass_builtins_object__.__setattr__(self,'errors',errors)\n  __dataclass_builtins_object__.__setattr__(self,'wire_errors',wire_errors)\n  __dataclass_builtins_object__.__setattr__(self,'streams',streams)\n  __dataclass_builtins_object__.__setattr__(self,'answer',answer)\n  __dataclass_builtins_object__.__setattr__(self,'extension',extension)\n  __dataclass_builtins_object__.__setattr__(self,'models',models)\n  __dataclass_builtins_object__.__setattr__(self,'jsonrpc',jsonrpc)\n  __dataclass_builtins_object__.__setattr__(self,'stream_media_type',stream_media_type)\n  __dataclass_builtins_object__.__setattr__(self,'stream_error_event',stream_error_event)\n  __dataclass_builtins_object__.__setattr__(self,'sources',sources)\n return __init__",
    "def __create_fn__(_type_shared, _type_status, _type_jsonrpc, _type_by_error_code, _type_by_status, _type_by_status_class, _type_by_jsonrpc_code, _type_answers, _type_tree, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,shared:_type_shared,status:_type_status,jsonrpc:_type_jsonrpc,by_error_code:_type_by_error_code,by_status:_type_by_status,by_status_class:_type_by_status_class,by_jsonrpc_code:_type_by_jsonrpc_code,answers:_type_answers,tree:_type_tree)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'shared',shared)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'jsonrpc',jsonrpc)\n  __dataclass_builtins_object__.__setattr__(self,'by_error_code',by_error_code)\n  __dataclass_builtins_object__.__setattr__(self,'by_status',by_status)\n  __dataclass_builtins_object__.__setattr__(self,'by_status_class',by_status_class)\n  __dataclass_builtins_object__.__setattr__(self,'by_jsonrpc_code',by_jsonrpc_code)\n  __dataclass_builtins_object__.__setattr__(self,'answers',answers)\n  __dataclass_builtins_object__.__setattr__(self,'tree',tree)\n return __init__",
    'def __create_fn__(_type_source, _type_issue_128233_handling, _type_current_index, _type_prev_index, _type_line_number, _type_prev_line_number, _type_byte_offset, _type_prev_byte_offset, _type_all_whitespace_on_this_line, _type_bracket_level, _type_bracket_level_stack, _type_prev_token, _type_indent_stack, _type_dedent_counter, _type_fstring_state, _type_fstring_prefix_quote_stack, _type_fstring_prefix, _type_fstring_quote, _type_weird_op_case, _type_weird_op_case_nl, _type_weird_whitespace_case, _type_line_after_escaped_nl, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_current_index, _dflt_prev_index, _dflt_line_number, _dflt_prev_line_number, _dflt_byte_offset, _dflt_prev_byte_offset, _dflt_all_whitespace_on_this_line, _dflt_bracket_level, _dflt_bracket_level_stack, _dflt_prev_token, _dflt_indent_stack, _dflt_dedent_counter, _dflt_fstring_state, _dflt_fstring_prefix_quote_stack, _dflt_fstring_prefix, _dflt_fstring_quote, _dflt_weird_op_case, _dflt_weird_op_case_nl, _dflt_weird_whitespace_case, _dflt_line_after_escaped_nl, _return_type):\n def __init__(self,source:_type_source,issue_128233_handling:_type_issue_128233_handling,current_index:_type_current_index=_dflt_current_index,prev_index:_type_prev_index=_dflt_prev_index,line_number:_type_line_number=_dflt_line_number,prev_line_number:_type_prev_line_number=_dflt_prev_line_number,byte_offset:_type_byte_offset=_dflt_byte_offset,prev_byte_offset:_type_prev_byte_offset=_dflt_prev_byte_offset,all_whitespace_on_this_line:_type_all_whitespace_on_this_line=_dflt_all_whitespace_on_this_line,bracket_level:_type_bracket_level=_dflt_bracket_level,bracket_level_stack:_type_bracket_level_stack=_HAS_DEFAULT_FACTORY,prev_token:_type_prev_token=_dflt_prev_token,indent_stack:_type_indent_stack=_HAS_DEFAULT_FACTORY,dedent_counter:_type_dedent_counter=_dflt_dedent_counter,fstring_state:_type_fstring_state=_HAS_DEFAULT_FACTORY,fstring_prefix_quote_stack:_type_fstring_prefix_quote_stack=_HAS_DEFAULT_FACTORY,fstring_prefix:_type_fstring_prefix=_dflt_fstring_prefix,fstring_quote:_type_fstring_quote=_dflt_fstring_quote,weird_op_case:_type_weird_op_case=_dflt_weird_op_case,weird_op_case_nl:_type_weird_op_case_nl=_dflt_weird_op_case_nl,weird_whitespace_case:_type_weird_whitespace_case=_dflt_weird_whitespace_case,line_after_escaped_nl:_type_line_after_escaped_nl=_dflt_line_after_escaped_nl)->_return_type:\n  self.source=source\n  self.issue_128233_handling=issue_128233_handling\n  self.current_index=current_index\n  self.prev_index=prev_index\n  self.line_number=line_number\n  self.prev_line_number=prev_line_number\n  self.byte_offset=byte_offset\n  self.prev_byte_offset=prev_byte_offset\n  self.all_whitespace_on_this_line=all_whitespace_on_this_line\n  self.bracket_level=bracket_level\n  self.bracket_level_stack=_dflt_bracket_level_stack() if bracket_level_stack is _HAS_DEFAULT_FACTORY else bracket_level_stack\n  self.prev_token=prev_token\n  self.indent_stack=_dflt_indent_stack() if indent_stack is _HAS_DEFAULT_FACTORY else indent_stack\n  self.dedent_counter=dedent_counter\n  self.fstring_state=_dflt_fstring_state() if fstring_state is _HAS_DEFAULT_FACTORY else fstring_state\n  self.fstring_prefix_quote_stack=_dflt_fstring_prefix_quote_stack() if fstring_prefix_quote_stack is _HAS_DEFAULT_FACTORY else fstring_prefix_quote_stack\n  self.fstring_prefix=fstring_prefix\n  self.fstring_quote=fstring_quote\n  self.weird_op_case=weird_op_case\n  self.weird_op_case_nl=weird_op_case_nl\n  self.weird_whitespace_case=weird_whitespace_case\n  self.line_after_escaped_nl=line_after_escaped_nl\n return __init__',
    'def __create_fn__(_type_start, _type_end, _type_tokens, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_end, _dflt_tokens, _return_type):\n def __init__(self,start:_type_start,end:_type_end=_dflt_end,tokens:_type_tokens=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.start=start\n  self.end=end\n  self.tokens=_dflt_tokens() if tokens is _HAS_DEFAULT_FACTORY else tokens\n return __init__',
    "def __create_fn__(_type_status, _type_code, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,status:_type_status,code:_type_code)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n return __init__",
    'def __create_fn__(_type_target_versions, _type_line_length, _type_string_normalization, _type_is_pyi, _type_is_ipynb, _type_skip_source_first_line, _type_magic_trailing_comma, _type_python_cell_magics, _type_preview, _type_unstable, _type_enabled_features, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_target_versions, _dflt_line_length, _dflt_string_normalization, _dflt_is_pyi, _dflt_is_ipynb, _dflt_skip_source_first_line, _dflt_magic_trailing_comma, _dflt_python_cell_magics, _dflt_preview, _dflt_unstable, _dflt_enabled_features, _return_type):\n def __init__(self,target_versions:_type_target_versions=_HAS_DEFAULT_FACTORY,line_length:_type_line_length=_dflt_line_length,string_normalization:_type_string_normalization=_dflt_string_normalization,is_pyi:_type_is_pyi=_dflt_is_pyi,is_ipynb:_type_is_ipynb=_dflt_is_ipynb,skip_source_first_line:_type_skip_source_first_line=_dflt_skip_source_first_line,magic_trailing_comma:_type_magic_trailing_comma=_dflt_magic_trailing_comma,python_cell_magics:_type_python_cell_magics=_HAS_DEFAULT_FACTORY,preview:_type_preview=_dflt_preview,unstable:_type_unstable=_dflt_unstable,enabled_features:_type_enabled_features=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.target_versions=_dflt_target_versions() if target_versions is _HAS_DEFAULT_FACTORY else target_versions\n  self.line_length=line_length\n  self.string_normalization=string_normalization\n  self.is_pyi=is_pyi\n  self.is_ipynb=is_ipynb\n  self.skip_source_first_line=skip_source_first_line\n  self.magic_trailing_comma=magic_trailing_comma\n  self.python_cell_magics=_dflt_python_cell_magics() if python_cell_magics is _HAS_DEFAULT_FACTORY else python_cell_magics\n  self.preview=preview\n  self.unstable=unstable\n  self.enabled_features=_dflt_enabled_features() if enabled_features is _HAS_DEFAULT_FACTORY else enabled_features\n return __init__',
    "def __create_fn__(_type_terminal, _type_interrupted, _type_resume, _type_replays_leading_task, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,terminal:_type_terminal,interrupted:_type_interrupted,resume:_type_resume,replays_leading_task:_type_replays_leading_task)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'terminal',terminal)\n  __dataclass_builtins_object__.__setattr__(self,'interrupted',interrupted)\n  __dataclass_builtins_object__.__setattr__(self,'resume',resume)\n  __dataclass_builtins_object__.__setattr__(self,'replays_leading_task',replays_leading_task)\n return __init__",
    'def __create_fn__(_type_type, _type_start_index, _type_end_index, _type_start_line, _type_start_col, _type_end_line, _type_end_col, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,type:_type_type,start_index:_type_start_index,end_index:_type_end_index,start_line:_type_start_line,start_col:_type_start_col,end_line:_type_end_line,end_col:_type_end_col)->_return_type:\n  self.type=type\n  self.start_index=start_index\n  self.end_index=end_index\n  self.start_line=start_line\n  self.start_col=start_col\n  self.end_line=end_line\n  self.end_col=end_col\n return __init__',
    'def __create_fn__(_type_type, _type_value, _type_newlines, _type_consumed, _type_form_feed, _type_leading_whitespace, _type_original_value, _type_prefix_line_index, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,type:_type_type,value:_type_value,newlines:_type_newlines,consumed:_type_consumed,form_feed:_type_form_feed,leading_whitespace:_type_leading_whitespace,original_value:_type_original_value,prefix_line_index:_type_prefix_line_index)->_return_type:\n  self.type=type\n  self.value=value\n  self.newlines=newlines\n  self.consumed=consumed\n  self.form_feed=form_feed\n  self.leading_whitespace=leading_whitespace\n  self.original_value=original_value\n  self.prefix_line_index=prefix_line_index\n return __init__',
    "def __create_fn__(_type_version, _type_members, _type_error_members, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,version:_type_version,members:_type_members,error_members:_type_error_members)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n  __dataclass_builtins_object__.__setattr__(self,'members',members)\n  __dataclass_builtins_object__.__setattr__(self,'error_members',error_members)\n return __init__",
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'artifact_name\',\'data_kind_key\',\'data_kinds\',\'tool_key\',\'tools\',\'thought_key\',\'file_fields\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'body\',\'status_body\',\'failed_http_status\',\'failed_state\',\'failed_text\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'col_offset\',\'magic\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'defs\',\'label\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'field\',\'means\',\'sends\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'file\',\'include\',\'index\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'include\',\'index\',\'is_dir_pattern\',\'regex\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'include\',\'index\',\'is_dir_pattern\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'field\',\'items\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'label\',\'file\',\'digest\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'mask\',\'src\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'member\',\'tag\',\'fields\',\'objects\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'model\',\'tag\',\'steps\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'base\',\'shared\',\'doc\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'by\',\'fields\',\'enum_members\',\'may_require\',\'optional\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'doc\',\'base\',\'sentinel\',\'meanings\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'doc\',\'discriminator\',\'enums\',\'types\',\'variants\',\'tags\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'doc\',\'enum\',\'union\',\'fields\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'doc\',\'fills\',\'kind\',\'type\',\'positional\',\'default\',\'unset\',\'example\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'doc\',\'members\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'doc\',\'request\',\'result\',\'union\',\'streaming\',\'idempotent\',\'extension\',\'arguments\',\'command\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'encode\',\'decode\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'members\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'params\',\'body\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'pattern\',\'example\',\'doc\',\'note\',\'env\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'shape\',\'required\',\'by\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'type\',\'optional\',\'doc\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'version\',\'package\',\'transport\',\'codec\',\'headers\',\'defaults\',\'stream_end\',\'bindings\',\'unsupported\',\'unions\',\'jsonrpc\',\'note\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'version\',\'vendor\',\'title\',\'doc\',\'python_package\',\'typescript_package\',\'go_module\',\'base_url\',\'base_url_env\',\'agent_path\',\'path_params\',\'auth_header\',\'auth_prefix\',\'api_key_env\',\'permission\',\'request_id_header\',\'request_id_note\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'wire\',\'shape\',\'target\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'namespace\',\'location\',\'model\',\'rules\',\'defs\',\'checks\',\'missing_error\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'op\',\'doc\',\'http\',\'path\',\'path_fields\',\'query\',\'body\',\'method\',\'headers\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'package\',\'version\',\'dialects\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'parts_at\',\'when_part_has\',\'require\',\'message\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'python_http\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'refs\',\'rejected\',\'oneof\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'role\',\'kind\',\'model\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'section\',\'level\',\'change\',\'entry\',\'old\',\'new\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'service\',\'dialects\',\'models\',\'extension\',\'sources\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'service\',\'operations\',\'dialects\',\'unions\',\'requests\',\'errors\',\'wire_errors\',\'streams\',\'answer\',\'extension\',\'models\',\'jsonrpc\',\'stream_media_type\',\'stream_error_event\',\'sources\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'shared\',\'status\',\'jsonrpc\',\'by_error_code\',\'by_status\',\'by_status_class\',\'by_jsonrpc_code\',\'answers\',\'tree\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'status\',\'code\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'terminal\',\'interrupted\',\'resume\',\'replays_leading_task\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'version\',\'members\',\'error_members\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'artifact_name\',\'data_kind_key\',\'data_kinds\',\'tool_key\',\'tools\',\'thought_key\',\'file_fields\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'body\',\'status_body\',\'failed_http_status\',\'failed_state\',\'failed_text\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'col_offset\',\'magic\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'defs\',\'label\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'field\',\'means\',\'sends\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'file\',\'include\',\'index\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'include\',\'index\',\'is_dir_pattern\',\'regex\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'include\',\'index\',\'is_dir_pattern\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'field\',\'items\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'label\',\'file\',\'digest\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'mask\',\'src\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'member\',\'tag\',\'fields\',\'objects\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'model\',\'tag\',\'steps\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'base\',\'shared\',\'doc\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'by\',\'fields\',\'enum_members\',\'may_require\',\'optional\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'doc\',\'base\',\'sentinel\',\'meanings\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'doc\',\'discriminator\',\'enums\',\'types\',\'variants\',\'tags\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'doc\',\'enum\',\'union\',\'fields\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'doc\',\'fills\',\'kind\',\'type\',\'positional\',\'default\',\'unset\',\'example\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'doc\',\'members\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'doc\',\'request\',\'result\',\'union\',\'streaming\',\'idempotent\',\'extension\',\'arguments\',\'command\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'encode\',\'decode\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'members\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'params\',\'body\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'pattern\',\'example\',\'doc\',\'note\',\'env\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'shape\',\'required\',\'by\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'type\',\'optional\',\'doc\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'version\',\'package\',\'transport\',\'codec\',\'headers\',\'defaults\',\'stream_end\',\'bindings\',\'unsupported\',\'unions\',\'jsonrpc\',\'note\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'version\',\'vendor\',\'title\',\'doc\',\'python_package\',\'typescript_package\',\'go_module\',\'base_url\',\'base_url_env\',\'agent_path\',\'path_params\',\'auth_header\',\'auth_prefix\',\'api_key_env\',\'permission\',\'request_id_header\',\'request_id_note\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'wire\',\'shape\',\'target\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'namespace\',\'location\',\'model\',\'rules\',\'defs\',\'checks\',\'missing_error\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'op\',\'doc\',\'http\',\'path\',\'path_fields\',\'query\',\'body\',\'method\',\'headers\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'package\',\'version\',\'dialects\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'parts_at\',\'when_part_has\',\'require\',\'message\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'python_http\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'refs\',\'rejected\',\'oneof\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'role\',\'kind\',\'model\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'section\',\'level\',\'change\',\'entry\',\'old\',\'new\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'service\',\'dialects\',\'models\',\'extension\',\'sources\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'service\',\'operations\',\'dialects\',\'unions\',\'requests\',\'errors\',\'wire_errors\',\'streams\',\'answer\',\'extension\',\'models\',\'jsonrpc\',\'stream_media_type\',\'stream_error_event\',\'sources\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'shared\',\'status\',\'jsonrpc\',\'by_error_code\',\'by_status\',\'by_status_class\',\'by_jsonrpc_code\',\'answers\',\'tree\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'status\',\'code\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'terminal\',\'interrupted\',\'resume\',\'replays_leading_task\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'version\',\'members\',\'error_members\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
)


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.artifact_name,self.data_kind_key,self.data_kinds,self.tool_key,self.tools,self.thought_key,self.file_fields,)==(other.artifact_name,other.data_kind_key,other.data_kinds,other.tool_key,other.tools,other.thought_key,other.file_fields,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.body,self.status_body,self.failed_http_status,self.failed_state,self.failed_text,)==(other.body,other.status_body,other.failed_http_status,other.failed_state,other.failed_text,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.check,self.diff,self.quiet,self.verbose,self.change_count,self.same_count,self.failure_count,)==(other.check,other.diff,other.quiet,other.verbose,other.change_count,other.same_count,other.failure_count,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.col_offset,self.magic,)==(other.col_offset,other.magic,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.defs,self.label,)==(other.defs,other.label,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.depth,self.bracket_match,self.delimiters,self.previous,self._for_loop_depths,self._lambda_argument_depths,self.invisible,)==(other.depth,other.bracket_match,other.delimiters,other.previous,other._for_loop_depths,other._lambda_argument_depths,other.invisible,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.field,self.means,self.sends,)==(other.field,other.means,other.sends,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.file,self.include,self.index,)==(other.file,other.include,other.index,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.has_prefix,self.break_idx,)==(other.has_prefix,other.break_idx,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.head,self.body,self.tail,self.opening_bracket,self.closing_bracket,)==(other.head,other.body,other.tail,other.opening_bracket,other.closing_bracket,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.include,self.index,self.is_dir_pattern,)==(other.include,other.index,other.is_dir_pattern,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.include,self.index,self.is_dir_pattern,self.regex,)==(other.include,other.index,other.is_dir_pattern,other.regex,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.field,self.items,)==(other.kind,other.field,other.items,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.label,self.file,self.digest,)==(other.label,other.file,other.digest,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.label,self.version,self.api,self.wire,self.transcript,)==(other.label,other.version,other.api,other.wire,other.transcript,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mask,self.src,)==(other.mask,other.src,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.match,)==(other.match,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.member,self.tag,self.fields,self.objects,)==(other.member,other.tag,other.fields,other.objects,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mode,self.cache_file,self.file_data,)==(other.mode,other.cache_file,other.file_data,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mode,self.depth,self.leaves,self.comments,self.bracket_tracker,self.inside_brackets,self.should_split_rhs,self.magic_trailing_comma,self._complex_subscript_cache,)==(other.mode,other.depth,other.leaves,other.comments,other.bracket_tracker,other.inside_brackets,other.should_split_rhs,other.magic_trailing_comma,other._complex_subscript_cache,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mode,self.previous_block,self.original_line,self.before,self.content_lines,self.after,self.form_feed,)==(other.mode,other.previous_block,other.original_line,other.before,other.content_lines,other.after,other.form_feed,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mode,self.previous_line,self.previous_block,self.previous_defs,self.semantic_leading_comment,self._pyi_previous_decorated_func,)==(other.mode,other.previous_line,other.previous_block,other.previous_defs,other.semantic_leading_comment,other._pyi_previous_decorated_func,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.model,self.tag,self.steps,)==(other.model,other.tag,other.steps,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.base,self.shared,self.doc,)==(other.name,other.base,other.shared,other.doc,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.by,self.fields,self.enum_members,self.may_require,self.optional,)==(other.name,other.by,other.fields,other.enum_members,other.may_require,other.optional,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.doc,self.base,self.sentinel,self.meanings,)==(other.name,other.doc,other.base,other.sentinel,other.meanings,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.doc,self.discriminator,self.enums,self.types,self.variants,self.tags,)==(other.name,other.doc,other.discriminator,other.enums,other.types,other.variants,other.tags,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.doc,self.enum,self.union,self.fields,)==(other.name,other.doc,other.enum,other.union,other.fields,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.doc,self.fills,self.kind,self.type,self.positional,self.default,self.unset,self.example,)==(other.name,other.doc,other.fills,other.kind,other.type,other.positional,other.default,other.unset,other.example,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.doc,self.members,)==(other.name,other.doc,other.members,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.doc,self.request,self.result,self.union,self.streaming,self.idempotent,self.extension,self.arguments,self.command,)==(other.name,other.doc,other.request,other.result,other.union,other.streaming,other.idempotent,other.extension,other.arguments,other.command,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.encode,self.decode,)==(other.name,other.encode,other.decode,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.members,)==(other.name,other.members,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.params,self.body,)==(other.name,other.params,other.body,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.pattern,self.example,self.doc,self.note,self.env,)==(other.name,other.pattern,other.example,other.doc,other.note,other.env,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.shape,self.required,self.by,)==(other.name,other.shape,other.required,other.by,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.type,self.optional,self.doc,)==(other.name,other.type,other.optional,other.doc,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.version,self.package,self.transport,self.codec,self.headers,self.defaults,self.stream_end,self.bindings,self.unsupported,self.unions,self.jsonrpc,self.note,)==(other.name,other.version,other.package,other.transport,other.codec,other.headers,other.defaults,other.stream_end,other.bindings,other.unsupported,other.unions,other.jsonrpc,other.note,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.version,self.vendor,self.title,self.doc,self.python_package,self.typescript_package,self.go_module,self.base_url,self.base_url_env,self.agent_path,self.path_params,self.auth_header,self.auth_prefix,self.api_key_env,self.permission,self.request_id_header,self.request_id_note,)==(other.name,other.version,other.vendor,other.title,other.doc,other.python_package,other.typescript_package,other.go_module,other.base_url,other.base_url_env,other.agent_path,other.path_params,other.auth_header,other.auth_prefix,other.api_key_env,other.permission,other.request_id_header,other.request_id_note,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.wire,self.shape,self.target,)==(other.name,other.wire,other.shape,other.target,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.namespace,self.location,self.model,self.rules,self.defs,self.checks,self.missing_error,)==(other.namespace,other.location,other.model,other.rules,other.defs,other.checks,other.missing_error,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.old,self.new,self.changes,self.transcript,self.vectors,)==(other.old,other.new,other.changes,other.transcript,other.vectors,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.op,self.doc,self.http,self.path,self.path_fields,self.query,self.body,self.method,self.headers,)==(other.op,other.doc,other.http,other.path,other.path_fields,other.query,other.body,other.method,other.headers,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.original_start,self.original_end,self.modified_start,self.modified_end,self.is_changed_block,)==(other.original_start,other.original_end,other.modified_start,other.modified_end,other.is_changed_block,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.package,self.version,self.dialects,)==(other.package,other.version,other.dialects,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.parts_at,self.when_part_has,self.require,self.message,)==(other.parts_at,other.when_part_has,other.require,other.message,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.path,self.label,self.text,self.data,self.values,self.keys,self.unconfirmed,)==(other.path,other.label,other.text,other.data,other.values,other.keys,other.unconfirmed,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.python_http,)==(other.python_http,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.refs,self.rejected,self.oneof,)==(other.refs,other.rejected,other.oneof,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.role,self.kind,self.model,)==(other.role,other.kind,other.model,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.section,self.level,self.change,self.entry,self.old,self.new,)==(other.section,other.level,other.change,other.entry,other.old,other.new,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.service,self.dialects,self.models,self.extension,self.sources,)==(other.service,other.dialects,other.models,other.extension,other.sources,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.service,self.operations,self.dialects,self.unions,self.requests,self.errors,self.wire_errors,self.streams,self.answer,self.extension,self.models,self.jsonrpc,self.stream_media_type,self.stream_error_event,self.sources,)==(other.service,other.operations,other.dialects,other.unions,other.requests,other.errors,other.wire_errors,other.streams,other.answer,other.extension,other.models,other.jsonrpc,other.stream_media_type,other.stream_error_event,other.sources,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.shared,self.status,self.jsonrpc,self.by_error_code,self.by_status,self.by_status_class,self.by_jsonrpc_code,self.answers,self.tree,)==(other.shared,other.status,other.jsonrpc,other.by_error_code,other.by_status,other.by_status_class,other.by_jsonrpc_code,other.answers,other.tree,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.source,self.issue_128233_handling,self.current_index,self.prev_index,self.line_number,self.prev_line_number,self.byte_offset,self.prev_byte_offset,self.all_whitespace_on_this_line,self.bracket_level,self.bracket_level_stack,self.prev_token,self.indent_stack,self.dedent_counter,self.fstring_state,self.fstring_prefix_quote_stack,self.fstring_prefix,self.fstring_quote,self.weird_op_case,self.weird_op_case_nl,self.weird_whitespace_case,self.line_after_escaped_nl,)==(other.source,other.issue_128233_handling,other.current_index,other.prev_index,other.line_number,other.prev_line_number,other.byte_offset,other.prev_byte_offset,other.all_whitespace_on_this_line,other.bracket_level,other.bracket_level_stack,other.prev_token,other.indent_stack,other.dedent_counter,other.fstring_state,other.fstring_prefix_quote_stack,other.fstring_prefix,other.fstring_quote,other.weird_op_case,other.weird_op_case_nl,other.weird_whitespace_case,other.line_after_escaped_nl,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.start,self.end,self.tokens,)==(other.start,other.end,other.tokens,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.status,self.code,)==(other.status,other.code,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.target_versions,self.line_length,self.string_normalization,self.is_pyi,self.is_ipynb,self.skip_source_first_line,self.magic_trailing_comma,self.python_cell_magics,self.preview,self.unstable,self.enabled_features,)==(other.target_versions,other.line_length,other.string_normalization,other.is_pyi,other.is_ipynb,other.skip_source_first_line,other.magic_trailing_comma,other.python_cell_magics,other.preview,other.unstable,other.enabled_features,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.terminal,self.interrupted,self.resume,self.replays_leading_task,)==(other.terminal,other.interrupted,other.resume,other.replays_leading_task,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.start_index,self.end_index,self.start_line,self.start_col,self.end_line,self.end_col,)==(other.type,other.start_index,other.end_index,other.start_line,other.start_col,other.end_line,other.end_col,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.value,self.newlines,self.consumed,self.form_feed,self.leading_whitespace,self.original_value,self.prefix_line_index,)==(other.type,other.value,other.newlines,other.consumed,other.form_feed,other.leading_whitespace,other.original_value,other.prefix_line_index,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.version,self.members,self.error_members,)==(other.version,other.members,other.error_members,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __hash__(self):
  return hash((self.artifact_name,self.data_kind_key,self.data_kinds,self.tool_key,self.tools,self.thought_key,self.file_fields,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.body,self.status_body,self.failed_http_status,self.failed_state,self.failed_text,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.col_offset,self.magic,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.defs,self.label,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.field,self.means,self.sends,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.file,self.include,self.index,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.include,self.index,self.is_dir_pattern,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.include,self.index,self.is_dir_pattern,self.regex,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.field,self.items,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.label,self.file,self.digest,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.mask,self.src,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.member,self.tag,self.fields,self.objects,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.model,self.tag,self.steps,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.base,self.shared,self.doc,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.by,self.fields,self.enum_members,self.may_require,self.optional,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.doc,self.base,self.sentinel,self.meanings,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.doc,self.discriminator,self.enums,self.types,self.variants,self.tags,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.doc,self.enum,self.union,self.fields,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.doc,self.fills,self.kind,self.type,self.positional,self.default,self.unset,self.example,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.doc,self.members,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.doc,self.request,self.result,self.union,self.streaming,self.idempotent,self.extension,self.arguments,self.command,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.encode,self.decode,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.members,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.params,self.body,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.pattern,self.example,self.doc,self.note,self.env,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.shape,self.required,self.by,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.type,self.optional,self.doc,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.version,self.package,self.transport,self.codec,self.headers,self.defaults,self.stream_end,self.bindings,self.unsupported,self.unions,self.jsonrpc,self.note,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.version,self.vendor,self.title,self.doc,self.python_package,self.typescript_package,self.go_module,self.base_url,self.base_url_env,self.agent_path,self.path_params,self.auth_header,self.auth_prefix,self.api_key_env,self.permission,self.request_id_header,self.request_id_note,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.wire,self.shape,self.target,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.namespace,self.location,self.model,self.rules,self.defs,self.checks,self.missing_error,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.op,self.doc,self.http,self.path,self.path_fields,self.query,self.body,self.method,self.headers,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.package,self.version,self.dialects,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.parts_at,self.when_part_has,self.require,self.message,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.python_http,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.refs,self.rejected,self.oneof,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.role,self.kind,self.model,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.section,self.level,self.change,self.entry,self.old,self.new,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.service,self.dialects,self.models,self.extension,self.sources,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.service,self.operations,self.dialects,self.unions,self.requests,self.errors,self.wire_errors,self.streams,self.answer,self.extension,self.models,self.jsonrpc,self.stream_media_type,self.stream_error_event,self.sources,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.shared,self.status,self.jsonrpc,self.by_error_code,self.by_status,self.by_status_class,self.by_jsonrpc_code,self.answers,self.tree,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.status,self.code,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.terminal,self.interrupted,self.resume,self.replays_leading_task,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.version,self.members,self.error_members,))
 return __hash__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(artifact_name={self.artifact_name!r}, data_kind_key={self.data_kind_key!r}, data_kinds={self.data_kinds!r}, tool_key={self.tool_key!r}, tools={self.tools!r}, thought_key={self.thought_key!r}, file_fields={self.file_fields!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(body={self.body!r}, status_body={self.status_body!r}, failed_http_status={self.failed_http_status!r}, failed_state={self.failed_state!r}, failed_text={self.failed_text!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(check={self.check!r}, diff={self.diff!r}, quiet={self.quiet!r}, verbose={self.verbose!r}, change_count={self.change_count!r}, same_count={self.same_count!r}, failure_count={self.failure_count!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(col_offset={self.col_offset!r}, magic={self.magic!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(defs={self.defs!r}, label={self.label!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(depth={self.depth!r}, bracket_match={self.bracket_match!r}, delimiters={self.delimiters!r}, previous={self.previous!r}, _for_loop_depths={self._for_loop_depths!r}, _lambda_argument_depths={self._lambda_argument_depths!r}, invisible={self.invisible!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(depth={self.depth!r}, leaves={self.leaves!r}, comments={self.comments!r}, bracket_tracker={self.bracket_tracker!r}, inside_brackets={self.inside_brackets!r}, should_split_rhs={self.should_split_rhs!r}, magic_trailing_comma={self.magic_trailing_comma!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(field={self.field!r}, means={self.means!r}, sends={self.sends!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(file={self.file!r}, include={self.include!r}, index={self.index!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(has_prefix={self.has_prefix!r}, break_idx={self.break_idx!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(head={self.head!r}, body={self.body!r}, tail={self.tail!r}, opening_bracket={self.opening_bracket!r}, closing_bracket={self.closing_bracket!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(include={self.include!r}, index={self.index!r}, is_dir_pattern={self.is_dir_pattern!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(include={self.include!r}, index={self.index!r}, is_dir_pattern={self.is_dir_pattern!r}, regex={self.regex!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, field={self.field!r}, items={self.items!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(label={self.label!r}, file={self.file!r}, digest={self.digest!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(label={self.label!r}, version={self.version!r}, api={self.api!r}, wire={self.wire!r}, transcript={self.transcript!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mask={self.mask!r}, src={self.src!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(match={self.match!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(member={self.member!r}, tag={self.tag!r}, fields={self.fields!r}, objects={self.objects!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mode={self.mode!r}, cache_file={self.cache_file!r}, file_data={self.file_data!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mode={self.mode!r}, previous_block={self.previous_block!r}, original_line={self.original_line!r}, before={self.before!r}, content_lines={self.content_lines!r}, after={self.after!r}, form_feed={self.form_feed!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mode={self.mode!r}, previous_line={self.previous_line!r}, previous_block={self.previous_block!r}, previous_defs={self.previous_defs!r}, semantic_leading_comment={self.semantic_leading_comment!r}, _pyi_previous_decorated_func={self._pyi_previous_decorated_func!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model={self.model!r}, tag={self.tag!r}, steps={self.steps!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, base={self.base!r}, shared={self.shared!r}, doc={self.doc!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, by={self.by!r}, fields={self.fields!r}, enum_members={self.enum_members!r}, may_require={self.may_require!r}, optional={self.optional!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, base={self.base!r}, sentinel={self.sentinel!r}, meanings={self.meanings!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, discriminator={self.discriminator!r}, enums={self.enums!r}, types={self.types!r}, variants={self.variants!r}, tags={self.tags!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, enum={self.enum!r}, union={self.union!r}, fields={self.fields!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, fills={self.fills!r}, kind={self.kind!r}, type={self.type!r}, positional={self.positional!r}, default={self.default!r}, unset={self.unset!r}, example={self.example!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, members={self.members!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, doc={self.doc!r}, request={self.request!r}, result={self.result!r}, union={self.union!r}, streaming={self.streaming!r}, idempotent={self.idempotent!r}, extension={self.extension!r}, arguments={self.arguments!r}, command={self.command!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, encode={self.encode!r}, decode={self.decode!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, members={self.members!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, params={self.params!r}, body={self.body!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, pattern={self.pattern!r}, example={self.example!r}, doc={self.doc!r}, note={self.note!r}, env={self.env!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, shape={self.shape!r}, required={self.required!r}, by={self.by!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, type={self.type!r}, optional={self.optional!r}, doc={self.doc!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, version={self.version!r}, package={self.package!r}, transport={self.transport!r}, codec={self.codec!r}, headers={self.headers!r}, defaults={self.defaults!r}, stream_end={self.stream_end!r}, bindings={self.bindings!r}, unsupported={self.unsupported!r}, unions={self.unions!r}, jsonrpc={self.jsonrpc!r}, note={self.note!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, version={self.version!r}, vendor={self.vendor!r}, title={self.title!r}, doc={self.doc!r}, python_package={self.python_package!r}, typescript_package={self.typescript_package!r}, go_module={self.go_module!r}, base_url={self.base_url!r}, base_url_env={self.base_url_env!r}, agent_path={self.agent_path!r}, path_params={self.path_params!r}, auth_header={self.auth_header!r}, auth_prefix={self.auth_prefix!r}, api_key_env={self.api_key_env!r}, permission={self.permission!r}, request_id_header={self.request_id_header!r}, request_id_note={self.request_id_note!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, wire={self.wire!r}, shape={self.shape!r}, target={self.target!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(namespace={self.namespace!r}, location={self.location!r}, model={self.model!r}, rules={self.rules!r}, defs={self.defs!r}, checks={self.checks!r}, missing_error={self.missing_error!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(old={self.old!r}, new={self.new!r}, changes={self.changes!r}, transcript={self.transcript!r}, vectors={self.vectors!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(op={self.op!r}, doc={self.doc!r}, http={self.http!r}, path={self.path!r}, path_fields={self.path_fields!r}, query={self.query!r}, body={self.body!r}, method={self.method!r}, headers={self.headers!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(original_start={self.original_start!r}, original_end={self.original_end!r}, modified_start={self.modified_start!r}, modified_end={self.modified_end!r}, is_changed_block={self.is_changed_block!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(package={self.package!r}, version={self.version!r}, dialects={self.dialects!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(parts_at={self.parts_at!r}, when_part_has={self.when_part_has!r}, require={self.require!r}, message={self.message!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(path={self.path!r}, label={self.label!r}, text={self.text!r}, data={self.data!r}, values={self.values!r}, keys={self.keys!r}, unconfirmed={self.unconfirmed!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(python_http={self.python_http!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(refs={self.refs!r}, rejected={self.rejected!r}, oneof={self.oneof!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(role={self.role!r}, kind={self.kind!r}, model={self.model!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(section={self.section!r}, level={self.level!r}, change={self.change!r}, entry={self.entry!r}, old={self.old!r}, new={self.new!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(service={self.service!r}, dialects={self.dialects!r}, models={self.models!r}, extension={self.extension!r}, sources={self.sources!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(service={self.service!r}, operations={self.operations!r}, dialects={self.dialects!r}, unions={self.unions!r}, requests={self.requests!r}, errors={self.errors!r}, wire_errors={self.wire_errors!r}, streams={self.streams!r}, answer={self.answer!r}, extension={self.extension!r}, models={self.models!r}, jsonrpc={self.jsonrpc!r}, stream_media_type={self.stream_media_type!r}, stream_error_event={self.stream_error_event!r}, sources={self.sources!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(shared={self.shared!r}, status={self.status!r}, jsonrpc={self.jsonrpc!r}, by_error_code={self.by_error_code!r}, by_status={self.by_status!r}, by_status_class={self.by_status_class!r}, by_jsonrpc_code={self.by_jsonrpc_code!r}, answers={self.answers!r}, tree={self.tree!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(source={self.source!r}, issue_128233_handling={self.issue_128233_handling!r}, current_index={self.current_index!r}, prev_index={self.prev_index!r}, line_number={self.line_number!r}, prev_line_number={self.prev_line_number!r}, byte_offset={self.byte_offset!r}, prev_byte_offset={self.prev_byte_offset!r}, all_whitespace_on_this_line={self.all_whitespace_on_this_line!r}, bracket_level={self.bracket_level!r}, bracket_level_stack={self.bracket_level_stack!r}, prev_token={self.prev_token!r}, indent_stack={self.indent_stack!r}, dedent_counter={self.dedent_counter!r}, fstring_state={self.fstring_state!r}, fstring_prefix_quote_stack={self.fstring_prefix_quote_stack!r}, fstring_prefix={self.fstring_prefix!r}, fstring_quote={self.fstring_quote!r}, weird_op_case={self.weird_op_case!r}, weird_op_case_nl={self.weird_op_case_nl!r}, weird_whitespace_case={self.weird_whitespace_case!r}, line_after_escaped_nl={self.line_after_escaped_nl!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(start={self.start!r}, end={self.end!r}, tokens={self.tokens!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(status={self.status!r}, code={self.code!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(target_versions={self.target_versions!r}, line_length={self.line_length!r}, string_normalization={self.string_normalization!r}, is_pyi={self.is_pyi!r}, is_ipynb={self.is_ipynb!r}, skip_source_first_line={self.skip_source_first_line!r}, magic_trailing_comma={self.magic_trailing_comma!r}, python_cell_magics={self.python_cell_magics!r}, preview={self.preview!r}, unstable={self.unstable!r}, enabled_features={self.enabled_features!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(terminal={self.terminal!r}, interrupted={self.interrupted!r}, resume={self.resume!r}, replays_leading_task={self.replays_leading_task!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, start_index={self.start_index!r}, end_index={self.end_index!r}, start_line={self.start_line!r}, start_col={self.start_col!r}, end_line={self.end_line!r}, end_col={self.end_col!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, value={self.value!r}, newlines={self.newlines!r}, consumed={self.consumed!r}, form_feed={self.form_feed!r}, leading_whitespace={self.leading_whitespace!r}, original_value={self.original_value!r}, prefix_line_index={self.prefix_line_index!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(version={self.version!r}, members={self.members!r}, error_members={self.error_members!r})"
 return __repr__


def __create_fn__(_type_artifact_name, _type_data_kind_key, _type_data_kinds, _type_tool_key, _type_tools, _type_thought_key, _type_file_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,artifact_name:_type_artifact_name,data_kind_key:_type_data_kind_key,data_kinds:_type_data_kinds,tool_key:_type_tool_key,tools:_type_tools,thought_key:_type_thought_key,file_fields:_type_file_fields)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'artifact_name',artifact_name)
  __dataclass_builtins_object__.__setattr__(self,'data_kind_key',data_kind_key)
  __dataclass_builtins_object__.__setattr__(self,'data_kinds',data_kinds)
  __dataclass_builtins_object__.__setattr__(self,'tool_key',tool_key)
  __dataclass_builtins_object__.__setattr__(self,'tools',tools)
  __dataclass_builtins_object__.__setattr__(self,'thought_key',thought_key)
  __dataclass_builtins_object__.__setattr__(self,'file_fields',file_fields)
 return __init__


def __create_fn__(_type_body, _type_status_body, _type_failed_http_status, _type_failed_state, _type_failed_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,body:_type_body,status_body:_type_status_body,failed_http_status:_type_failed_http_status,failed_state:_type_failed_state,failed_text:_type_failed_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'body',body)
  __dataclass_builtins_object__.__setattr__(self,'status_body',status_body)
  __dataclass_builtins_object__.__setattr__(self,'failed_http_status',failed_http_status)
  __dataclass_builtins_object__.__setattr__(self,'failed_state',failed_state)
  __dataclass_builtins_object__.__setattr__(self,'failed_text',failed_text)
 return __init__


def __create_fn__(_type_check, _type_diff, _type_quiet, _type_verbose, _type_change_count, _type_same_count, _type_failure_count, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_check, _dflt_diff, _dflt_quiet, _dflt_verbose, _dflt_change_count, _dflt_same_count, _dflt_failure_count, _return_type):
 def __init__(self,check:_type_check=_dflt_check,diff:_type_diff=_dflt_diff,quiet:_type_quiet=_dflt_quiet,verbose:_type_verbose=_dflt_verbose,change_count:_type_change_count=_dflt_change_count,same_count:_type_same_count=_dflt_same_count,failure_count:_type_failure_count=_dflt_failure_count)->_return_type:
  self.check=check
  self.diff=diff
  self.quiet=quiet
  self.verbose=verbose
  self.change_count=change_count
  self.same_count=same_count
  self.failure_count=failure_count
 return __init__


def __create_fn__(_type_col_offset, _type_magic, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,col_offset:_type_col_offset,magic:_type_magic)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'col_offset',col_offset)
  __dataclass_builtins_object__.__setattr__(self,'magic',magic)
 return __init__


def __create_fn__(_type_defs, _type_label, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,defs:_type_defs,label:_type_label)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'defs',defs)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
 return __init__


def __create_fn__(_type_depth, _type_bracket_match, _type_delimiters, _type_previous, _type__for_loop_depths, _type__lambda_argument_depths, _type_invisible, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_depth, _dflt_bracket_match, _dflt_delimiters, _dflt_previous, _dflt__for_loop_depths, _dflt__lambda_argument_depths, _dflt_invisible, _return_type):
 def __init__(self,depth:_type_depth=_dflt_depth,bracket_match:_type_bracket_match=_HAS_DEFAULT_FACTORY,delimiters:_type_delimiters=_HAS_DEFAULT_FACTORY,previous:_type_previous=_dflt_previous,_for_loop_depths:_type__for_loop_depths=_HAS_DEFAULT_FACTORY,_lambda_argument_depths:_type__lambda_argument_depths=_HAS_DEFAULT_FACTORY,invisible:_type_invisible=_HAS_DEFAULT_FACTORY)->_return_type:
  self.depth=depth
  self.bracket_match=_dflt_bracket_match() if bracket_match is _HAS_DEFAULT_FACTORY else bracket_match
  self.delimiters=_dflt_delimiters() if delimiters is _HAS_DEFAULT_FACTORY else delimiters
  self.previous=previous
  self._for_loop_depths=_dflt__for_loop_depths() if _for_loop_depths is _HAS_DEFAULT_FACTORY else _for_loop_depths
  self._lambda_argument_depths=_dflt__lambda_argument_depths() if _lambda_argument_depths is _HAS_DEFAULT_FACTORY else _lambda_argument_depths
  self.invisible=_dflt_invisible() if invisible is _HAS_DEFAULT_FACTORY else invisible
 return __init__


def __create_fn__(_type_field, _type_means, _type_sends, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,field:_type_field,means:_type_means,sends:_type_sends)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'field',field)
  __dataclass_builtins_object__.__setattr__(self,'means',means)
  __dataclass_builtins_object__.__setattr__(self,'sends',sends)
 return __init__


def __create_fn__(_type_file, _type_include, _type_index, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,file:_type_file,include:_type_include,index:_type_index)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'file',file)
  __dataclass_builtins_object__.__setattr__(self,'include',include)
  __dataclass_builtins_object__.__setattr__(self,'index',index)
 return __init__


def __create_fn__(_type_has_prefix, _type_break_idx, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,has_prefix:_type_has_prefix,break_idx:_type_break_idx)->_return_type:
  self.has_prefix=has_prefix
  self.break_idx=break_idx
 return __init__


def __create_fn__(_type_head, _type_body, _type_tail, _type_opening_bracket, _type_closing_bracket, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,head:_type_head,body:_type_body,tail:_type_tail,opening_bracket:_type_opening_bracket,closing_bracket:_type_closing_bracket)->_return_type:
  self.head=head
  self.body=body
  self.tail=tail
  self.opening_bracket=opening_bracket
  self.closing_bracket=closing_bracket
 return __init__


def __create_fn__(_type_include, _type_index, _type_is_dir_pattern, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,include:_type_include,index:_type_index,is_dir_pattern:_type_is_dir_pattern)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'include',include)
  __dataclass_builtins_object__.__setattr__(self,'index',index)
  __dataclass_builtins_object__.__setattr__(self,'is_dir_pattern',is_dir_pattern)
 return __init__


def __create_fn__(_type_include, _type_index, _type_is_dir_pattern, _type_regex, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,include:_type_include,index:_type_index,is_dir_pattern:_type_is_dir_pattern,regex:_type_regex)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'include',include)
  __dataclass_builtins_object__.__setattr__(self,'index',index)
  __dataclass_builtins_object__.__setattr__(self,'is_dir_pattern',is_dir_pattern)
  __dataclass_builtins_object__.__setattr__(self,'regex',regex)
 return __init__


def __create_fn__(_type_kind, _type_field, _type_items, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):
 def __init__(self,kind:_type_kind,field:_type_field,items:_type_items,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'field',field)
  __dataclass_builtins_object__.__setattr__(self,'items',items)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__


def __create_fn__(_type_label, _type_file, _type_digest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,label:_type_label,file:_type_file,digest:_type_digest)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'file',file)
  __dataclass_builtins_object__.__setattr__(self,'digest',digest)
 return __init__


def __create_fn__(_type_label, _type_version, _type_api, _type_wire, _type_transcript, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_transcript, _return_type):
 def __init__(self,label:_type_label,version:_type_version,api:_type_api,wire:_type_wire,transcript:_type_transcript=_HAS_DEFAULT_FACTORY)->_return_type:
  self.label=label
  self.version=version
  self.api=api
  self.wire=wire
  self.transcript=_dflt_transcript() if transcript is _HAS_DEFAULT_FACTORY else transcript
 return __init__


def __create_fn__(_type_mask, _type_src, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,mask:_type_mask,src:_type_src)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'mask',mask)
  __dataclass_builtins_object__.__setattr__(self,'src',src)
 return __init__


def __create_fn__(_type_match, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,match:_type_match)->_return_type:
  self.match=match
 return __init__


def __create_fn__(_type_member, _type_tag, _type_fields, _type_objects, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,member:_type_member,tag:_type_tag,fields:_type_fields,objects:_type_objects)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'member',member)
  __dataclass_builtins_object__.__setattr__(self,'tag',tag)
  __dataclass_builtins_object__.__setattr__(self,'fields',fields)
  __dataclass_builtins_object__.__setattr__(self,'objects',objects)
 return __init__


def __create_fn__(_type_mode, _type_cache_file, _type_file_data, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_file_data, _return_type):
 def __init__(self,mode:_type_mode,cache_file:_type_cache_file,file_data:_type_file_data=_HAS_DEFAULT_FACTORY)->_return_type:
  self.mode=mode
  self.cache_file=cache_file
  self.file_data=_dflt_file_data() if file_data is _HAS_DEFAULT_FACTORY else file_data
 return __init__


def __create_fn__(_type_mode, _type_depth, _type_leaves, _type_comments, _type_bracket_tracker, _type_inside_brackets, _type_should_split_rhs, _type_magic_trailing_comma, _type__complex_subscript_cache, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_depth, _dflt_leaves, _dflt_comments, _dflt_bracket_tracker, _dflt_inside_brackets, _dflt_should_split_rhs, _dflt_magic_trailing_comma, _dflt__complex_subscript_cache, _return_type):
 def __init__(self,mode:_type_mode,depth:_type_depth=_dflt_depth,leaves:_type_leaves=_HAS_DEFAULT_FACTORY,comments:_type_comments=_HAS_DEFAULT_FACTORY,bracket_tracker:_type_bracket_tracker=_HAS_DEFAULT_FACTORY,inside_brackets:_type_inside_brackets=_dflt_inside_brackets,should_split_rhs:_type_should_split_rhs=_dflt_should_split_rhs,magic_trailing_comma:_type_magic_trailing_comma=_dflt_magic_trailing_comma,_complex_subscript_cache:_type__complex_subscript_cache=_HAS_DEFAULT_FACTORY)->_return_type:
  self.mode=mode
  self.depth=depth
  self.leaves=_dflt_leaves() if leaves is _HAS_DEFAULT_FACTORY else leaves
  self.comments=_dflt_comments() if comments is _HAS_DEFAULT_FACTORY else comments
  self.bracket_tracker=_dflt_bracket_tracker() if bracket_tracker is _HAS_DEFAULT_FACTORY else bracket_tracker
  self.inside_brackets=inside_brackets
  self.should_split_rhs=should_split_rhs
  self.magic_trailing_comma=magic_trailing_comma
  self._complex_subscript_cache=_dflt__complex_subscript_cache() if _complex_subscript_cache is _HAS_DEFAULT_FACTORY else _complex_subscript_cache
 return __init__


def __create_fn__(_type_mode, _type_previous_block, _type_original_line, _type_before, _type_content_lines, _type_after, _type_form_feed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_before, _dflt_content_lines, _dflt_after, _dflt_form_feed, _return_type):
 def __init__(self,mode:_type_mode,previous_block:_type_previous_block,original_line:_type_original_line,before:_type_before=_dflt_before,content_lines:_type_content_lines=_HAS_DEFAULT_FACTORY,after:_type_after=_dflt_after,form_feed:_type_form_feed=_dflt_form_feed)->_return_type:
  self.mode=mode
  self.previous_block=previous_block
  self.original_line=original_line
  self.before=before
  self.content_lines=_dflt_content_lines() if content_lines is _HAS_DEFAULT_FACTORY else content_lines
  self.after=after
  self.form_feed=form_feed
 return __init__


def __create_fn__(_type_mode, _type_previous_line, _type_previous_block, _type_previous_defs, _type_semantic_leading_comment, _type__pyi_previous_decorated_func, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_previous_line, _dflt_previous_block, _dflt_previous_defs, _dflt_semantic_leading_comment, _dflt__pyi_previous_decorated_func, _return_type):
 def __init__(self,mode:_type_mode,previous_line:_type_previous_line=_dflt_previous_line,previous_block:_type_previous_block=_dflt_previous_block,previous_defs:_type_previous_defs=_HAS_DEFAULT_FACTORY,semantic_leading_comment:_type_semantic_leading_comment=_dflt_semantic_leading_comment,_pyi_previous_decorated_func:_type__pyi_previous_decorated_func=_dflt__pyi_previous_decorated_func)->_return_type:
  self.mode=mode
  self.previous_line=previous_line
  self.previous_block=previous_block
  self.previous_defs=_dflt_previous_defs() if previous_defs is _HAS_DEFAULT_FACTORY else previous_defs
  self.semantic_leading_comment=semantic_leading_comment
  self._pyi_previous_decorated_func=_pyi_previous_decorated_func
 return __init__


def __create_fn__(_type_model, _type_tag, _type_steps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,model:_type_model,tag:_type_tag,steps:_type_steps)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'tag',tag)
  __dataclass_builtins_object__.__setattr__(self,'steps',steps)
 return __init__


def __create_fn__(_type_name, _type_base, _type_shared, _type_doc, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,base:_type_base,shared:_type_shared,doc:_type_doc)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'base',base)
  __dataclass_builtins_object__.__setattr__(self,'shared',shared)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
 return __init__


def __create_fn__(_type_name, _type_by, _type_fields, _type_enum_members, _type_may_require, _type_optional, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_fields, _dflt_enum_members, _dflt_may_require, _dflt_optional, _return_type):
 def __init__(self,name:_type_name,by:_type_by,fields:_type_fields=_dflt_fields,enum_members:_type_enum_members=_dflt_enum_members,may_require:_type_may_require=_dflt_may_require,optional:_type_optional=_dflt_optional)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'by',by)
  __dataclass_builtins_object__.__setattr__(self,'fields',fields)
  __dataclass_builtins_object__.__setattr__(self,'enum_members',enum_members)
  __dataclass_builtins_object__.__setattr__(self,'may_require',may_require)
  __dataclass_builtins_object__.__setattr__(self,'optional',optional)
 return __init__


def __create_fn__(_type_name, _type_doc, _type_base, _type_sentinel, _type_meanings, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,doc:_type_doc,base:_type_base,sentinel:_type_sentinel,meanings:_type_meanings)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
  __dataclass_builtins_object__.__setattr__(self,'base',base)
  __dataclass_builtins_object__.__setattr__(self,'sentinel',sentinel)
  __dataclass_builtins_object__.__setattr__(self,'meanings',meanings)
 return __init__


def __create_fn__(_type_name, _type_doc, _type_discriminator, _type_enums, _type_types, _type_variants, _type_tags, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,doc:_type_doc,discriminator:_type_discriminator,enums:_type_enums,types:_type_types,variants:_type_variants,tags:_type_tags)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
  __dataclass_builtins_object__.__setattr__(self,'discriminator',discriminator)
  __dataclass_builtins_object__.__setattr__(self,'enums',enums)
  __dataclass_builtins_object__.__setattr__(self,'types',types)
  __dataclass_builtins_object__.__setattr__(self,'variants',variants)
  __dataclass_builtins_object__.__setattr__(self,'tags',tags)
 return __init__


def __create_fn__(_type_name, _type_doc, _type_enum, _type_union, _type_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_enum, _dflt_union, _dflt_fields, _return_type):
 def __init__(self,name:_type_name,doc:_type_doc,enum:_type_enum=_dflt_enum,union:_type_union=_dflt_union,fields:_type_fields=_dflt_fields)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
  __dataclass_builtins_object__.__setattr__(self,'enum',enum)
  __dataclass_builtins_object__.__setattr__(self,'union',union)
  __dataclass_builtins_object__.__setattr__(self,'fields',fields)
 return __init__


def __create_fn__(_type_name, _type_doc, _type_fills, _type_kind, _type_type, _type_positional, _type_default, _type_unset, _type_example, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_example, _dflt_origin, _return_type):
 def __init__(self,name:_type_name,doc:_type_doc,fills:_type_fills,kind:_type_kind,type:_type_type,positional:_type_positional,default:_type_default,unset:_type_unset,example:_type_example=_dflt_example,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
  __dataclass_builtins_object__.__setattr__(self,'fills',fills)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'positional',positional)
  __dataclass_builtins_object__.__setattr__(self,'default',default)
  __dataclass_builtins_object__.__setattr__(self,'unset',unset)
  __dataclass_builtins_object__.__setattr__(self,'example',example)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__


def __create_fn__(_type_name, _type_doc, _type_members, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,doc:_type_doc,members:_type_members)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
  __dataclass_builtins_object__.__setattr__(self,'members',members)
 return __init__


def __create_fn__(_type_name, _type_doc, _type_request, _type_result, _type_union, _type_streaming, _type_idempotent, _type_extension, _type_arguments, _type_command, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_command, _dflt_origin, _return_type):
 def __init__(self,name:_type_name,doc:_type_doc,request:_type_request,result:_type_result,union:_type_union,streaming:_type_streaming,idempotent:_type_idempotent,extension:_type_extension,arguments:_type_arguments,command:_type_command=_dflt_command,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
  __dataclass_builtins_object__.__setattr__(self,'request',request)
  __dataclass_builtins_object__.__setattr__(self,'result',result)
  __dataclass_builtins_object__.__setattr__(self,'union',union)
  __dataclass_builtins_object__.__setattr__(self,'streaming',streaming)
  __dataclass_builtins_object__.__setattr__(self,'idempotent',idempotent)
  __dataclass_builtins_object__.__setattr__(self,'extension',extension)
  __dataclass_builtins_object__.__setattr__(self,'arguments',arguments)
  __dataclass_builtins_object__.__setattr__(self,'command',command)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__


def __create_fn__(_type_name, _type_encode, _type_decode, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,encode:_type_encode,decode:_type_decode)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'encode',encode)
  __dataclass_builtins_object__.__setattr__(self,'decode',decode)
 return __init__


def __create_fn__(_type_name, _type_members, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):
 def __init__(self,name:_type_name,members:_type_members,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'members',members)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__


def __create_fn__(_type_name, _type_params, _type_body, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,params:_type_params,body:_type_body)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'params',params)
  __dataclass_builtins_object__.__setattr__(self,'body',body)
 return __init__


def __create_fn__(_type_name, _type_pattern, _type_example, _type_doc, _type_note, _type_env, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_env, _dflt_origin, _return_type):
 def __init__(self,name:_type_name,pattern:_type_pattern,example:_type_example,doc:_type_doc,note:_type_note,env:_type_env=_dflt_env,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'pattern',pattern)
  __dataclass_builtins_object__.__setattr__(self,'example',example)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
  __dataclass_builtins_object__.__setattr__(self,'note',note)
  __dataclass_builtins_object__.__setattr__(self,'env',env)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__


def __create_fn__(_type_name, _type_shape, _type_required, _type_by, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,shape:_type_shape,required:_type_required,by:_type_by)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'shape',shape)
  __dataclass_builtins_object__.__setattr__(self,'required',required)
  __dataclass_builtins_object__.__setattr__(self,'by',by)
 return __init__


def __create_fn__(_type_name, _type_type, _type_optional, _type_doc, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,type:_type_type,optional:_type_optional,doc:_type_doc)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'optional',optional)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
 return __init__


def __create_fn__(_type_name, _type_version, _type_package, _type_transport, _type_codec, _type_headers, _type_defaults, _type_stream_end, _type_bindings, _type_unsupported, _type_unions, _type_jsonrpc, _type_note, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):
 def __init__(self,name:_type_name,version:_type_version,package:_type_package,transport:_type_transport,codec:_type_codec,headers:_type_headers,defaults:_type_defaults,stream_end:_type_stream_end,bindings:_type_bindings,unsupported:_type_unsupported,unions:_type_unions,jsonrpc:_type_jsonrpc,note:_type_note,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
  __dataclass_builtins_object__.__setattr__(self,'package',package)
  __dataclass_builtins_object__.__setattr__(self,'transport',transport)
  __dataclass_builtins_object__.__setattr__(self,'codec',codec)
  __dataclass_builtins_object__.__setattr__(self,'headers',headers)
  __dataclass_builtins_object__.__setattr__(self,'defaults',defaults)
  __dataclass_builtins_object__.__setattr__(self,'stream_end',stream_end)
  __dataclass_builtins_object__.__setattr__(self,'bindings',bindings)
  __dataclass_builtins_object__.__setattr__(self,'unsupported',unsupported)
  __dataclass_builtins_object__.__setattr__(self,'unions',unions)
  __dataclass_builtins_object__.__setattr__(self,'jsonrpc',jsonrpc)
  __dataclass_builtins_object__.__setattr__(self,'note',note)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__


def __create_fn__(_type_name, _type_version, _type_vendor, _type_title, _type_doc, _type_python_package, _type_typescript_package, _type_go_module, _type_base_url, _type_base_url_env, _type_agent_path, _type_path_params, _type_auth_header, _type_auth_prefix, _type_api_key_env, _type_permission, _type_request_id_header, _type_request_id_note, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,version:_type_version,vendor:_type_vendor,title:_type_title,doc:_type_doc,python_package:_type_python_package,typescript_package:_type_typescript_package,go_module:_type_go_module,base_url:_type_base_url,base_url_env:_type_base_url_env,agent_path:_type_agent_path,path_params:_type_path_params,auth_header:_type_auth_header,auth_prefix:_type_auth_prefix,api_key_env:_type_api_key_env,permission:_type_permission,request_id_header:_type_request_id_header,request_id_note:_type_request_id_note)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
  __dataclass_builtins_object__.__setattr__(self,'vendor',vendor)
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
  __dataclass_builtins_object__.__setattr__(self,'python_package',python_package)
  __dataclass_builtins_object__.__setattr__(self,'typescript_package',typescript_package)
  __dataclass_builtins_object__.__setattr__(self,'go_module',go_module)
  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)
  __dataclass_builtins_object__.__setattr__(self,'base_url_env',base_url_env)
  __dataclass_builtins_object__.__setattr__(self,'agent_path',agent_path)
  __dataclass_builtins_object__.__setattr__(self,'path_params',path_params)
  __dataclass_builtins_object__.__setattr__(self,'auth_header',auth_header)
  __dataclass_builtins_object__.__setattr__(self,'auth_prefix',auth_prefix)
  __dataclass_builtins_object__.__setattr__(self,'api_key_env',api_key_env)
  __dataclass_builtins_object__.__setattr__(self,'permission',permission)
  __dataclass_builtins_object__.__setattr__(self,'request_id_header',request_id_header)
  __dataclass_builtins_object__.__setattr__(self,'request_id_note',request_id_note)
 return __init__


def __create_fn__(_type_name, _type_wire, _type_shape, _type_target, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_target, _return_type):
 def __init__(self,name:_type_name,wire:_type_wire,shape:_type_shape,target:_type_target=_dflt_target)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'wire',wire)
  __dataclass_builtins_object__.__setattr__(self,'shape',shape)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
 return __init__


def __create_fn__(_type_namespace, _type_location, _type_model, _type_rules, _type_defs, _type_checks, _type_missing_error, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,namespace:_type_namespace,location:_type_location,model:_type_model,rules:_type_rules,defs:_type_defs,checks:_type_checks,missing_error:_type_missing_error)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'namespace',namespace)
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'rules',rules)
  __dataclass_builtins_object__.__setattr__(self,'defs',defs)
  __dataclass_builtins_object__.__setattr__(self,'checks',checks)
  __dataclass_builtins_object__.__setattr__(self,'missing_error',missing_error)
 return __init__


def __create_fn__(_type_old, _type_new, _type_changes, _type_transcript, _type_vectors, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,old:_type_old,new:_type_new,changes:_type_changes,transcript:_type_transcript,vectors:_type_vectors)->_return_type:
  self.old=old
  self.new=new
  self.changes=changes
  self.transcript=transcript
  self.vectors=vectors
 return __init__


def __create_fn__(_type_op, _type_doc, _type_http, _type_path, _type_path_fields, _type_query, _type_body, _type_method, _type_headers, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):
 def __init__(self,op:_type_op,doc:_type_doc,http:_type_http,path:_type_path,path_fields:_type_path_fields,query:_type_query,body:_type_body,method:_type_method,headers:_type_headers,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'op',op)
  __dataclass_builtins_object__.__setattr__(self,'doc',doc)
  __dataclass_builtins_object__.__setattr__(self,'http',http)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'path_fields',path_fields)
  __dataclass_builtins_object__.__setattr__(self,'query',query)
  __dataclass_builtins_object__.__setattr__(self,'body',body)
  __dataclass_builtins_object__.__setattr__(self,'method',method)
  __dataclass_builtins_object__.__setattr__(self,'headers',headers)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__


def __create_fn__(_type_original_start, _type_original_end, _type_modified_start, _type_modified_end, _type_is_changed_block, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,original_start:_type_original_start,original_end:_type_original_end,modified_start:_type_modified_start,modified_end:_type_modified_end,is_changed_block:_type_is_changed_block)->_return_type:
  self.original_start=original_start
  self.original_end=original_end
  self.modified_start=modified_start
  self.modified_end=modified_end
  self.is_changed_block=is_changed_block
 return __init__


def __create_fn__(_type_package, _type_version, _type_dialects, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,package:_type_package,version:_type_version,dialects:_type_dialects)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'package',package)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
  __dataclass_builtins_object__.__setattr__(self,'dialects',dialects)
 return __init__


def __create_fn__(_type_parts_at, _type_when_part_has, _type_require, _type_message, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):
 def __init__(self,parts_at:_type_parts_at,when_part_has:_type_when_part_has,require:_type_require,message:_type_message,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'parts_at',parts_at)
  __dataclass_builtins_object__.__setattr__(self,'when_part_has',when_part_has)
  __dataclass_builtins_object__.__setattr__(self,'require',require)
  __dataclass_builtins_object__.__setattr__(self,'message',message)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__


def __create_fn__(_type_path, _type_label, _type_text, _type_data, _type_values, _type_keys, _type_unconfirmed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_data, _dflt_values, _dflt_keys, _dflt_unconfirmed, _return_type):
 def __init__(self,path:_type_path,label:_type_label,text:_type_text,data:_type_data=_dflt_data,values:_type_values=_HAS_DEFAULT_FACTORY,keys:_type_keys=_HAS_DEFAULT_FACTORY,unconfirmed:_type_unconfirmed=_HAS_DEFAULT_FACTORY)->_return_type:
  self.path=path
  self.label=label
  self.text=text
  self.data=data
  self.values=_dflt_values() if values is _HAS_DEFAULT_FACTORY else values
  self.keys=_dflt_keys() if keys is _HAS_DEFAULT_FACTORY else keys
  self.unconfirmed=_dflt_unconfirmed() if unconfirmed is _HAS_DEFAULT_FACTORY else unconfirmed
 return __init__


def __create_fn__(_type_python_http, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_python_http, _return_type):
 def __init__(self,python_http:_type_python_http=_dflt_python_http)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'python_http',python_http)
 return __init__


def __create_fn__(_type_refs, _type_rejected, _type_oneof, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,refs:_type_refs,rejected:_type_rejected,oneof:_type_oneof)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'refs',refs)
  __dataclass_builtins_object__.__setattr__(self,'rejected',rejected)
  __dataclass_builtins_object__.__setattr__(self,'oneof',oneof)
 return __init__


def __create_fn__(_type_role, _type_kind, _type_model, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):
 def __init__(self,role:_type_role,kind:_type_kind,model:_type_model,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'role',role)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__


def __create_fn__(_type_section, _type_level, _type_change, _type_entry, _type_old, _type_new, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,section:_type_section,level:_type_level,change:_type_change,entry:_type_entry,old:_type_old,new:_type_new)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'section',section)
  __dataclass_builtins_object__.__setattr__(self,'level',level)
  __dataclass_builtins_object__.__setattr__(self,'change',change)
  __dataclass_builtins_object__.__setattr__(self,'entry',entry)
  __dataclass_builtins_object__.__setattr__(self,'old',old)
  __dataclass_builtins_object__.__setattr__(self,'new',new)
 return __init__


def __create_fn__(_type_service, _type_dialects, _type_models, _type_extension, _type_sources, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,service:_type_service,dialects:_type_dialects,models:_type_models,extension:_type_extension,sources:_type_sources)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'service',service)
  __dataclass_builtins_object__.__setattr__(self,'dialects',dialects)
  __dataclass_builtins_object__.__setattr__(self,'models',models)
  __dataclass_builtins_object__.__setattr__(self,'extension',extension)
  __dataclass_builtins_object__.__setattr__(self,'sources',sources)
 return __init__


def __create_fn__(_type_service, _type_operations, _type_dialects, _type_unions, _type_requests, _type_errors, _type_wire_errors, _type_streams, _type_answer, _type_extension, _type_models, _type_jsonrpc, _type_stream_media_type, _type_stream_error_event, _type_sources, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,service:_type_service,operations:_type_operations,dialects:_type_dialects,unions:_type_unions,requests:_type_requests,errors:_type_errors,wire_errors:_type_wire_errors,streams:_type_streams,answer:_type_answer,extension:_type_extension,models:_type_models,jsonrpc:_type_jsonrpc,stream_media_type:_type_stream_media_type,stream_error_event:_type_stream_error_event,sources:_type_sources)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'service',service)
  __dataclass_builtins_object__.__setattr__(self,'operations',operations)
  __dataclass_builtins_object__.__setattr__(self,'dialects',dialects)
  __dataclass_builtins_object__.__setattr__(self,'unions',unions)
  __dataclass_builtins_object__.__setattr__(self,'requests',requests)
  __dataclass_builtins_object__.__setattr__(self,'errors',errors)
  __dataclass_builtins_object__.__setattr__(self,'wire_errors',wire_errors)
  __dataclass_builtins_object__.__setattr__(self,'streams',streams)
  __dataclass_builtins_object__.__setattr__(self,'answer',answer)
  __dataclass_builtins_object__.__setattr__(self,'extension',extension)
  __dataclass_builtins_object__.__setattr__(self,'models',models)
  __dataclass_builtins_object__.__setattr__(self,'jsonrpc',jsonrpc)
  __dataclass_builtins_object__.__setattr__(self,'stream_media_type',stream_media_type)
  __dataclass_builtins_object__.__setattr__(self,'stream_error_event',stream_error_event)
  __dataclass_builtins_object__.__setattr__(self,'sources',sources)
 return __init__


def __create_fn__(_type_shared, _type_status, _type_jsonrpc, _type_by_error_code, _type_by_status, _type_by_status_class, _type_by_jsonrpc_code, _type_answers, _type_tree, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,shared:_type_shared,status:_type_status,jsonrpc:_type_jsonrpc,by_error_code:_type_by_error_code,by_status:_type_by_status,by_status_class:_type_by_status_class,by_jsonrpc_code:_type_by_jsonrpc_code,answers:_type_answers,tree:_type_tree)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'shared',shared)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'jsonrpc',jsonrpc)
  __dataclass_builtins_object__.__setattr__(self,'by_error_code',by_error_code)
  __dataclass_builtins_object__.__setattr__(self,'by_status',by_status)
  __dataclass_builtins_object__.__setattr__(self,'by_status_class',by_status_class)
  __dataclass_builtins_object__.__setattr__(self,'by_jsonrpc_code',by_jsonrpc_code)
  __dataclass_builtins_object__.__setattr__(self,'answers',answers)
  __dataclass_builtins_object__.__setattr__(self,'tree',tree)
 return __init__


def __create_fn__(_type_source, _type_issue_128233_handling, _type_current_index, _type_prev_index, _type_line_number, _type_prev_line_number, _type_byte_offset, _type_prev_byte_offset, _type_all_whitespace_on_this_line, _type_bracket_level, _type_bracket_level_stack, _type_prev_token, _type_indent_stack, _type_dedent_counter, _type_fstring_state, _type_fstring_prefix_quote_stack, _type_fstring_prefix, _type_fstring_quote, _type_weird_op_case, _type_weird_op_case_nl, _type_weird_whitespace_case, _type_line_after_escaped_nl, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_current_index, _dflt_prev_index, _dflt_line_number, _dflt_prev_line_number, _dflt_byte_offset, _dflt_prev_byte_offset, _dflt_all_whitespace_on_this_line, _dflt_bracket_level, _dflt_bracket_level_stack, _dflt_prev_token, _dflt_indent_stack, _dflt_dedent_counter, _dflt_fstring_state, _dflt_fstring_prefix_quote_stack, _dflt_fstring_prefix, _dflt_fstring_quote, _dflt_weird_op_case, _dflt_weird_op_case_nl, _dflt_weird_whitespace_case, _dflt_line_after_escaped_nl, _return_type):
 def __init__(self,source:_type_source,issue_128233_handling:_type_issue_128233_handling,current_index:_type_current_index=_dflt_current_index,prev_index:_type_prev_index=_dflt_prev_index,line_number:_type_line_number=_dflt_line_number,prev_line_number:_type_prev_line_number=_dflt_prev_line_number,byte_offset:_type_byte_offset=_dflt_byte_offset,prev_byte_offset:_type_prev_byte_offset=_dflt_prev_byte_offset,all_whitespace_on_this_line:_type_all_whitespace_on_this_line=_dflt_all_whitespace_on_this_line,bracket_level:_type_bracket_level=_dflt_bracket_level,bracket_level_stack:_type_bracket_level_stack=_HAS_DEFAULT_FACTORY,prev_token:_type_prev_token=_dflt_prev_token,indent_stack:_type_indent_stack=_HAS_DEFAULT_FACTORY,dedent_counter:_type_dedent_counter=_dflt_dedent_counter,fstring_state:_type_fstring_state=_HAS_DEFAULT_FACTORY,fstring_prefix_quote_stack:_type_fstring_prefix_quote_stack=_HAS_DEFAULT_FACTORY,fstring_prefix:_type_fstring_prefix=_dflt_fstring_prefix,fstring_quote:_type_fstring_quote=_dflt_fstring_quote,weird_op_case:_type_weird_op_case=_dflt_weird_op_case,weird_op_case_nl:_type_weird_op_case_nl=_dflt_weird_op_case_nl,weird_whitespace_case:_type_weird_whitespace_case=_dflt_weird_whitespace_case,line_after_escaped_nl:_type_line_after_escaped_nl=_dflt_line_after_escaped_nl)->_return_type:
  self.source=source
  self.issue_128233_handling=issue_128233_handling
  self.current_index=current_index
  self.prev_index=prev_index
  self.line_number=line_number
  self.prev_line_number=prev_line_number
  self.byte_offset=byte_offset
  self.prev_byte_offset=prev_byte_offset
  self.all_whitespace_on_this_line=all_whitespace_on_this_line
  self.bracket_level=bracket_level
  self.bracket_level_stack=_dflt_bracket_level_stack() if bracket_level_stack is _HAS_DEFAULT_FACTORY else bracket_level_stack
  self.prev_token=prev_token
  self.indent_stack=_dflt_indent_stack() if indent_stack is _HAS_DEFAULT_FACTORY else indent_stack
  self.dedent_counter=dedent_counter
  self.fstring_state=_dflt_fstring_state() if fstring_state is _HAS_DEFAULT_FACTORY else fstring_state
  self.fstring_prefix_quote_stack=_dflt_fstring_prefix_quote_stack() if fstring_prefix_quote_stack is _HAS_DEFAULT_FACTORY else fstring_prefix_quote_stack
  self.fstring_prefix=fstring_prefix
  self.fstring_quote=fstring_quote
  self.weird_op_case=weird_op_case
  self.weird_op_case_nl=weird_op_case_nl
  self.weird_whitespace_case=weird_whitespace_case
  self.line_after_escaped_nl=line_after_escaped_nl
 return __init__


def __create_fn__(_type_start, _type_end, _type_tokens, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_end, _dflt_tokens, _return_type):
 def __init__(self,start:_type_start,end:_type_end=_dflt_end,tokens:_type_tokens=_HAS_DEFAULT_FACTORY)->_return_type:
  self.start=start
  self.end=end
  self.tokens=_dflt_tokens() if tokens is _HAS_DEFAULT_FACTORY else tokens
 return __init__


def __create_fn__(_type_status, _type_code, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,status:_type_status,code:_type_code)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'code',code)
 return __init__


def __create_fn__(_type_target_versions, _type_line_length, _type_string_normalization, _type_is_pyi, _type_is_ipynb, _type_skip_source_first_line, _type_magic_trailing_comma, _type_python_cell_magics, _type_preview, _type_unstable, _type_enabled_features, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_target_versions, _dflt_line_length, _dflt_string_normalization, _dflt_is_pyi, _dflt_is_ipynb, _dflt_skip_source_first_line, _dflt_magic_trailing_comma, _dflt_python_cell_magics, _dflt_preview, _dflt_unstable, _dflt_enabled_features, _return_type):
 def __init__(self,target_versions:_type_target_versions=_HAS_DEFAULT_FACTORY,line_length:_type_line_length=_dflt_line_length,string_normalization:_type_string_normalization=_dflt_string_normalization,is_pyi:_type_is_pyi=_dflt_is_pyi,is_ipynb:_type_is_ipynb=_dflt_is_ipynb,skip_source_first_line:_type_skip_source_first_line=_dflt_skip_source_first_line,magic_trailing_comma:_type_magic_trailing_comma=_dflt_magic_trailing_comma,python_cell_magics:_type_python_cell_magics=_HAS_DEFAULT_FACTORY,preview:_type_preview=_dflt_preview,unstable:_type_unstable=_dflt_unstable,enabled_features:_type_enabled_features=_HAS_DEFAULT_FACTORY)->_return_type:
  self.target_versions=_dflt_target_versions() if target_versions is _HAS_DEFAULT_FACTORY else target_versions
  self.line_length=line_length
  self.string_normalization=string_normalization
  self.is_pyi=is_pyi
  self.is_ipynb=is_ipynb
  self.skip_source_first_line=skip_source_first_line
  self.magic_trailing_comma=magic_trailing_comma
  self.python_cell_magics=_dflt_python_cell_magics() if python_cell_magics is _HAS_DEFAULT_FACTORY else python_cell_magics
  self.preview=preview
  self.unstable=unstable
  self.enabled_features=_dflt_enabled_features() if enabled_features is _HAS_DEFAULT_FACTORY else enabled_features
 return __init__


def __create_fn__(_type_terminal, _type_interrupted, _type_resume, _type_replays_leading_task, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,terminal:_type_terminal,interrupted:_type_interrupted,resume:_type_resume,replays_leading_task:_type_replays_leading_task)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'terminal',terminal)
  __dataclass_builtins_object__.__setattr__(self,'interrupted',interrupted)
  __dataclass_builtins_object__.__setattr__(self,'resume',resume)
  __dataclass_builtins_object__.__setattr__(self,'replays_leading_task',replays_leading_task)
 return __init__


def __create_fn__(_type_type, _type_start_index, _type_end_index, _type_start_line, _type_start_col, _type_end_line, _type_end_col, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,type:_type_type,start_index:_type_start_index,end_index:_type_end_index,start_line:_type_start_line,start_col:_type_start_col,end_line:_type_end_line,end_col:_type_end_col)->_return_type:
  self.type=type
  self.start_index=start_index
  self.end_index=end_index
  self.start_line=start_line
  self.start_col=start_col
  self.end_line=end_line
  self.end_col=end_col
 return __init__


def __create_fn__(_type_type, _type_value, _type_newlines, _type_consumed, _type_form_feed, _type_leading_whitespace, _type_original_value, _type_prefix_line_index, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,type:_type_type,value:_type_value,newlines:_type_newlines,consumed:_type_consumed,form_feed:_type_form_feed,leading_whitespace:_type_leading_whitespace,original_value:_type_original_value,prefix_line_index:_type_prefix_line_index)->_return_type:
  self.type=type
  self.value=value
  self.newlines=newlines
  self.consumed=consumed
  self.form_feed=form_feed
  self.leading_whitespace=leading_whitespace
  self.original_value=original_value
  self.prefix_line_index=prefix_line_index
 return __init__


def __create_fn__(_type_version, _type_members, _type_error_members, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,version:_type_version,members:_type_members,error_members:_type_error_members)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'version',version)
  __dataclass_builtins_object__.__setattr__(self,'members',members)
  __dataclass_builtins_object__.__setattr__(self,'error_members',error_members)
 return __init__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('artifact_name','data_kind_key','data_kinds','tool_key','tools','thought_key','file_fields',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('body','status_body','failed_http_status','failed_state','failed_text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('col_offset','magic',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('defs','label',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('field','means','sends',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('file','include','index',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('include','index','is_dir_pattern','regex',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('include','index','is_dir_pattern',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','field','items','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('label','file','digest',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('mask','src',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('member','tag','fields','objects',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('model','tag','steps',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','base','shared','doc',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','by','fields','enum_members','may_require','optional',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','doc','base','sentinel','meanings',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','doc','discriminator','enums','types','variants','tags',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','doc','enum','union','fields',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','doc','fills','kind','type','positional','default','unset','example','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','doc','members',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','doc','request','result','union','streaming','idempotent','extension','arguments','command','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','encode','decode',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','members','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','params','body',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','pattern','example','doc','note','env','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','shape','required','by',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','type','optional','doc',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','version','package','transport','codec','headers','defaults','stream_end','bindings','unsupported','unions','jsonrpc','note','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','version','vendor','title','doc','python_package','typescript_package','go_module','base_url','base_url_env','agent_path','path_params','auth_header','auth_prefix','api_key_env','permission','request_id_header','request_id_note',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','wire','shape','target',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('namespace','location','model','rules','defs','checks','missing_error',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('op','doc','http','path','path_fields','query','body','method','headers','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('package','version','dialects',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('parts_at','when_part_has','require','message','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('python_http',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('refs','rejected','oneof',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('role','kind','model','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('section','level','change','entry','old','new',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('service','dialects','models','extension','sources',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('service','operations','dialects','unions','requests','errors','wire_errors','streams','answer','extension','models','jsonrpc','stream_media_type','stream_error_event','sources',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('shared','status','jsonrpc','by_error_code','by_status','by_status_class','by_jsonrpc_code','answers','tree',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('status','code',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('terminal','interrupted','resume','replays_leading_task',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('version','members','error_members',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('artifact_name','data_kind_key','data_kinds','tool_key','tools','thought_key','file_fields',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('body','status_body','failed_http_status','failed_state','failed_text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('col_offset','magic',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('defs','label',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('field','means','sends',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('file','include','index',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('include','index','is_dir_pattern','regex',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('include','index','is_dir_pattern',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','field','items','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('label','file','digest',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('mask','src',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('member','tag','fields','objects',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('model','tag','steps',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','base','shared','doc',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','by','fields','enum_members','may_require','optional',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','doc','base','sentinel','meanings',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','doc','discriminator','enums','types','variants','tags',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','doc','enum','union','fields',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','doc','fills','kind','type','positional','default','unset','example','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','doc','members',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','doc','request','result','union','streaming','idempotent','extension','arguments','command','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','encode','decode',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','members','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','params','body',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','pattern','example','doc','note','env','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','shape','required','by',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','type','optional','doc',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','version','package','transport','codec','headers','defaults','stream_end','bindings','unsupported','unions','jsonrpc','note','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','version','vendor','title','doc','python_package','typescript_package','go_module','base_url','base_url_env','agent_path','path_params','auth_header','auth_prefix','api_key_env','permission','request_id_header','request_id_note',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','wire','shape','target',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('namespace','location','model','rules','defs','checks','missing_error',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('op','doc','http','path','path_fields','query','body','method','headers','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('package','version','dialects',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('parts_at','when_part_has','require','message','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('python_http',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('refs','rejected','oneof',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('role','kind','model','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('section','level','change','entry','old','new',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('service','dialects','models','extension','sources',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('service','operations','dialects','unions','requests','errors','wire_errors','streams','answer','extension','models','jsonrpc','stream_media_type','stream_error_event','sources',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('shared','status','jsonrpc','by_error_code','by_status','by_status_class','by_jsonrpc_code','answers','tree',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('status','code',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('terminal','interrupted','resume','replays_leading_task',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('version','members','error_members',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
