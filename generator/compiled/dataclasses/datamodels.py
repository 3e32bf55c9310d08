# The sources of dataclasses' methods that a cold run compiles (generator/dataclass_code.py):
# `python -m generator.precompiled` writes this file; do not edit it.
# Recorded by Python 3.11
SOURCES = (
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return ()==()\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.alias,self.validation_alias,self.serialization_alias,)==(other.alias,other.validation_alias,other.serialization_alias,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.allow_inf_nan,)==(other.allow_inf_nan,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.annotation,self.complete,)==(other.annotation,other.complete,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.annotation_form,self.call,self.default,self.has_default_factory_in_field,self.omitted,self.symbol_imports,self.why,self.annotated_call,self.bare_default,self.qualifiers,self.written_type,)==(other.annotation_form,other.call,other.default,other.has_default_factory_in_field,other.omitted,other.symbol_imports,other.why,other.annotated_call,other.bare_default,other.qualifiers,other.written_type,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.any,self.default,self.factory,)==(other.any,other.default,other.factory,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.args,self.suppress_parse_warnings,self.default_build_code_formatter,self.result_type,self.config,self.sorted_data_models,self.model_identities,self.module_models,self.internal_modules,self.forwarder_map,self.model_to_module_models,self.model_path_to_module_name,self.module_results,self.unused_models,self.module_to_import,self.contexts,self.decisions,self.output,)==(other.args,other.suppress_parse_warnings,other.default_build_code_formatter,other.result_type,other.config,other.sorted_data_models,other.model_identities,other.module_models,other.internal_modules,other.forwarder_map,other.model_to_module_models,other.model_path_to_module_name,other.module_results,other.unused_models,other.module_to_import,other.contexts,other.decisions,other.output,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.assigned,self.construction_assigned,self.binds_class_attribute,self.constructor_default,self.participates_in_constructor,self.rule,self.place_assigned,)==(other.assigned,other.construction_assigned,other.binds_class_attribute,other.constructor_default,other.participates_in_constructor,other.rule,other.place_assigned,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.base,self.subclasses_value_type,self.rule,)==(other.base,other.subclasses_value_type,other.rule,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.base_path,self.encoding,self.directory_input_filter,self.remote_text_cache,self.allow_remote_refs,self.strict_refs,self.allow_private_network,self.http_backend,self.http_headers,self.http_local_ref_path,self.http_ignore_tls,self.http_query_parameters,self.http_timeout,self.external_ref_mapping,self.remote_response_observer,)==(other.base_path,other.encoding,other.directory_input_filter,other.remote_text_cache,other.allow_remote_refs,other.strict_refs,other.allow_private_network,other.http_backend,other.http_headers,other.http_local_ref_path,other.http_ignore_tls,other.http_query_parameters,other.http_timeout,other.external_ref_mapping,other.remote_response_observer,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.changed_models,)==(other.changed_models,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.child,self.objects,self.root,)==(other.child,other.objects,other.root,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.choices,)==(other.choices,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.class_names,self.field_scopes,)==(other.class_names,other.field_scopes,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.cls_ref,self.cls_var_name,self.func,self.shim,self.info,)==(other.cls_ref,other.cls_var_name,other.func,other.shim,other.info,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.node,self.base,)==(other.code,other.node,other.base,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.condition,self.then_groups,self.else_groups,)==(other.condition,other.then_groups,other.else_groups,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.config_field,self.auto,self.detect,self.features,)==(other.config_field,other.auto,other.detect,other.features,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.const,self.location,self.as_member,)==(other.const,other.location,other.as_member,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.constraints,self.untaken,self.dropped_counts,self.records,self.type_list_unique,)==(other.constraints,other.untaken,other.dropped_counts,other.records,other.type_list_unique,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.construct,self.library,self.minimum,self.unset_target,self.form,self.backport,self.label,self.config_key,)==(other.construct,other.library,other.minimum,other.unset_target,other.form,other.backport,other.label,other.config_key,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.contexts,self.internal_modules,self.model_path_to_module_name,)==(other.contexts,other.internal_modules,other.model_path_to_module_name,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.contexts,self.unused_models,self.model_to_module_models,self.module_to_import,self.forwarder_modules,self.with_import,self.config,self.internal_modules,self.model_path_to_module_name,self.all_models,self.model_imports,self.renamed_models,self.additional_properties_models,)==(other.contexts,other.unused_models,other.model_to_module_models,other.module_to_import,other.forwarder_modules,other.with_import,other.config,other.internal_modules,other.model_path_to_module_name,other.all_models,other.model_imports,other.renamed_models,other.additional_properties_models,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.count,self.example,)==(other.count,other.example,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.counts,self.aliases,)==(other.counts,other.aliases,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.data,self.forced,self.text,)==(other.data,other.forced,other.text,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.data,self.text,)==(other.data,other.text,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.declared_properties,self.pattern_properties,self.rejected_patterns,self.additional_property_type,self.allow_unmatched,)==(other.declared_properties,other.pattern_properties,other.rejected_patterns,other.additional_property_type,other.allow_unmatched,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.defs_remapping,self.json_remapping,)==(other.defs_remapping,other.json_remapping,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.diagnostic_source_path,self.prefetched_source,self.formatter_cwd,self.preserve_circular_root_models,self.suppress_parse_warnings,self.untyped_nullable_maps,self.yielding_names,self.document_roles,)==(other.diagnostic_source_path,other.prefetched_source,other.formatter_cwd,other.preserve_circular_root_models,other.suppress_parse_warnings,other.untyped_nullable_maps,other.yielding_names,other.document_roles,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.discriminator,self.custom_error_type,self.custom_error_message,self.custom_error_context,)==(other.discriminator,other.custom_error_type,other.custom_error_message,other.custom_error_context,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.document,self.root_base,self.names,self.defaults,self.resources,self.embedded,self.dynamic_anchors,self.implicit_resources,self.embeds_resources,)==(other.document,other.root_base,other.names,other.defaults,other.resources,other.embedded,other.dynamic_anchors,other.implicit_resources,other.embeds_resources,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.document,self.tokens,)==(other.document,other.tokens,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.encoder,)==(other.encoder,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.enter_phase,)==(other.enter_phase,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.entries,self.default,self.typed,)==(other.entries,other.default,other.typed,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.facts,self.model_ids_by_object,)==(other.facts,other.model_ids_by_object,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.facts,self.model_ids_by_object,self.next_model_id,self.next_data_type_id,)==(other.facts,other.model_ids_by_object,other.next_model_id,other.next_data_type_id,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.fail_fast,)==(other.fail_fast,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.field,)==(other.field,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.field,self.source,self.revision,self.parent,self.own,self.references,self.reads,self.value,self.verified,)==(other.field,other.source,other.revision,other.parent,other.own,other.references,other.reads,other.value,other.verified,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.fields,self.mode,self.check_fields,self.json_schema_input_type,)==(other.fields,other.mode,other.check_fields,other.json_schema_input_type,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.fields,self.mode,self.each_item,self.always,self.check_fields,)==(other.fields,other.mode,other.each_item,other.always,other.check_fields,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.fields,self.mode,self.return_type,self.when_used,self.check_fields,)==(other.fields,other.mode,other.return_type,other.when_used,other.check_fields,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.files,self.output_directory,self.headers,)==(other.files,other.output_directory,other.headers,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.filter_forward_references,self.generated_formatter_safe,)==(other.filter_forward_references,other.generated_formatter_safe,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.frozen,self.builtin_hash,self.custom_base_class,self.user_class_code,self.custom_template_dir,)==(other.frozen,other.builtin_hash,other.custom_base_class,other.user_class_code,other.custom_template_dir,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.full_path,self.from_,self.import_,self.written_from,self.beside_shared_import,)==(other.full_path,other.from_,other.import_,other.written_from,other.beside_shared_import,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.func,)==(other.func,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.func,self.json_schema_input_type,)==(other.func,other.json_schema_input_type,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.func,self.return_type,self.when_used,)==(other.func,other.return_type,other.when_used,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.ge,)==(other.ge,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.generation,self.module_names,)==(other.generation,other.module_names,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.get_pydantic_core_schema,self.get_pydantic_json_schema,)==(other.get_pydantic_core_schema,other.get_pydantic_json_schema,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.gt,)==(other.gt,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.gt,self.ge,self.lt,self.le,)==(other.gt,other.ge,other.lt,other.le,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.has_root_field,self.circular,self.runtime_object_validation,self.needs_model_regex_engine,self.field_constraints,self.constrains_through_root_types,self.constrained_root_field,self.constrained_root,self.root_type_is_map,self.root_type_names_model,self.names_inner_models,self.holder_has_container,self.list_item,self.collapses_list_items,)==(other.has_root_field,other.circular,other.runtime_object_validation,other.needs_model_regex_engine,other.field_constraints,other.constrains_through_root_types,other.constrained_root_field,other.constrained_root,other.root_type_is_map,other.root_type_names_model,other.names_inner_models,other.holder_has_container,other.list_item,other.collapses_list_items,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.holds_schema,self.numbers_keep_bounds,self.consumed_at_property,self.patterns_beside_literal,self.keeps_tuple_lengths,self.counts_beside_models,self.records_by_option,self.empty_record,)==(other.holds_schema,other.numbers_keep_bounds,other.consumed_at_property,other.patterns_beside_literal,other.keeps_tuple_lengths,other.counts_beside_models,other.records_by_option,other.empty_record,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.how,self.source,self.via,)==(other.how,other.source,other.via,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.data_type,self.owner_model,self.owner_field_index,self.role,self.reference,)==(other.id,other.data_type,other.owner_model,other.owner_field_index,other.role,other.reference,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.kind,self.target,self.message,self.warning_since,self.removal_version,self.replacement,self.status,self.warning_category,self.note,)==(other.id,other.kind,other.target,other.message,other.warning_since,other.removal_version,other.replacement,other.status,other.warning_category,other.note,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.parse_order,self.model,self.reference,self.path,self.file_path,)==(other.id,other.parse_order,other.model,other.reference,other.path,other.file_path,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.import_,)==(other.import_,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.import_,self.from_,self.alias,self.reference_path,self.keep_unaliased,)==(other.import_,other.from_,other.alias,other.reference_path,other.keep_unaliased,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.imports,)==(other.imports,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.internal_module,self.names,self.released,self.released_internal_modules,)==(other.internal_module,other.names,other.released,other.released_internal_modules,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.is_init,self.model_list,self.imports,self.scoped_model_resolver,self.all_module_fields,self.config,self.internal_modules,self.model_path_to_module_name,self.require_update_action_models,self.unused_models,self.unused_models_start,self.model_list_before_override_removal,self.current_unused_models,)==(other.is_init,other.model_list,other.imports,other.scoped_model_resolver,other.all_module_fields,other.config,other.internal_modules,other.model_path_to_module_name,other.require_update_action_models,other.unused_models,other.unused_models_start,other.model_list_before_override_removal,other.current_unused_models,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.json_schema,self.mode,)==(other.json_schema,other.mode,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kept,self.takes_null,)==(other.kept,other.takes_null,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.key,self.kept,self.null,self.strips_null,)==(other.key,other.kept,other.null,other.strips_null,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.key,self.owner,self.field,self.path,self.node,self.target,self.kind,self.eager,self.provenance,)==(other.key,other.owner,other.field,other.path,other.node,other.target,other.kind,other.eager,other.provenance,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.key,self.spelling,self.mapping,)==(other.key,other.spelling,other.mapping,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.keyword,self.groups,)==(other.keyword,other.groups,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.keywords,self.unsatisfiable,self.untaken_patterns,)==(other.keywords,other.unsatisfiable,other.untaken_patterns,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.location,)==(other.kind,other.location,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.le,)==(other.le,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.location,self.name,self.style,self.explode,self.required,self.allow_reserved,self.content_media_type,self.shape,self.kind,self.fields,self.additional,self.reserved_names,)==(other.location,other.name,other.style,other.explode,other.required,other.allow_reserved,other.content_media_type,other.shape,other.kind,other.fields,other.additional,other.reserved_names,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.locations,self.root_bases,self.resources,self.dynamic_anchors,self.embedded,self.keys,)==(other.locations,other.root_bases,other.resources,other.dynamic_anchors,other.embedded,other.keys,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.lt,)==(other.lt,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.max_length,)==(other.max_length,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.members,self.rule,)==(other.members,other.rule,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.metadata_assignment,self.factory_in_field,self.admits_none,)==(other.metadata_assignment,other.factory_in_field,other.admits_none,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.min_length,)==(other.min_length,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.min_length,self.max_length,)==(other.min_length,other.max_length,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.min_properties,self.max_properties,)==(other.min_properties,other.max_properties,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.minimum,self.target,self.constructs,)==(other.minimum,other.target,other.constructs,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mode,)==(other.mode,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mode,self.return_type,self.when_used,)==(other.mode,other.return_type,other.when_used,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.model,self.data_type,self.inner_class_name,self.root_import,)==(other.model,other.data_type,other.inner_class_name,other.root_import,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.model,self.field_name,self.mapping,self.field_name_mode,self.inline_models,self.property_name,self.union_written,self.enum_member_tags,)==(other.model,other.field_name,other.mapping,other.field_name_mode,other.inline_models,other.property_name,other.union_written,other.enum_member_tags,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.model_facts,self.data_type_facts,self.data_type_fact_by_object,self.base_owner_model_ids_by_object,self.model_by_path,self.model_by_ref_id,self.data_types_by_model,self.sites_by_target,self.shared_data_type_fact_ids,self.sites,)==(other.model_facts,other.data_type_facts,other.data_type_fact_by_object,other.base_owner_model_ids_by_object,other.model_by_path,other.model_by_ref_id,other.data_types_by_model,other.sites_by_target,other.shared_data_type_fact_ids,other.sites,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.model_list,self.model_list_before_override_removal,self.config,self.current_unused_models,self.live_models,)==(other.model_list,other.model_list_before_override_removal,other.config,other.current_unused_models,other.live_models,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.module,self.live_models,)==(other.module,other.live_models,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.modules,self.live_models,self.member_keywords,)==(other.modules,other.live_models,other.member_keywords,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mounted,self.home,)==(other.mounted,other.home,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.multiple_of,)==(other.multiple_of,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.applies,self.build,self.typed,)==(other.name,other.applies,other.build,other.typed,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.applies,self.rewrite,)==(other.name,other.applies,other.rewrite,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.build,)==(other.name,other.build,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.call,self.per_module,)==(other.name,other.call,other.per_module,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.cli_resolved,self.caller_relative,self.watched_as,)==(other.name,other.cli_resolved,other.caller_relative,other.watched_as,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.kind,self.repeated,)==(other.name,other.kind,other.repeated,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.modules,self.body,)==(other.name,other.modules,other.body,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.phase,self.view,self.steps,self.enters_phase,)==(other.name,other.phase,other.view,other.steps,other.enters_phase,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.run,)==(other.name,other.run,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.run,self.when,)==(other.name,other.run,other.when,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.union_tags,self.own_class_name,self.root_models,self.key_cache,self.base_dedup,)==(other.name,other.union_tags,other.own_class_name,other.root_models,other.key_cache,other.base_dedup,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.named,self.target,self.reference_written,self.rendered,self.held_dropped,self.stripped,)==(other.named,other.target,other.reference_written,other.rendered,other.held_dropped,other.stripped,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.node,)==(other.node,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.node,self.anchors,self.targets,)==(other.node,other.anchors,other.targets,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.node,self.form,self.args,self.container,self.mapping,self.key,self.base,)==(other.node,other.form,other.args,other.container,other.mapping,other.key,other.base,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.null_in_type_array,self.defs_not_definitions,self.prefix_items,self.boolean_schemas,self.id_field,self.definitions_key,self.exclusive_as_number,self.read_only_write_only,self.const_support,self.property_names,self.contains,self.deprecated_keyword,self.if_then_else,self.content_encoding,self.content_schema,self.anchor,self.vocabulary,self.unevaluated_properties,self.unevaluated_items,self.dependent_required,self.dependent_schemas,self.recursive_ref,self.dynamic_ref,)==(other.null_in_type_array,other.defs_not_definitions,other.prefix_items,other.boolean_schemas,other.id_field,other.definitions_key,other.exclusive_as_number,other.read_only_write_only,other.const_support,other.property_names,other.contains,other.deprecated_keyword,other.if_then_else,other.content_encoding,other.content_schema,other.anchor,other.vocabulary,other.unevaluated_properties,other.unevaluated_items,other.dependent_required,other.dependent_schemas,other.recursive_ref,other.dynamic_ref,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.null_in_type_array,self.defs_not_definitions,self.prefix_items,self.boolean_schemas,self.id_field,self.definitions_key,self.exclusive_as_number,self.read_only_write_only,self.const_support,self.property_names,self.contains,self.deprecated_keyword,self.if_then_else,self.content_encoding,self.content_schema,self.anchor,self.vocabulary,self.unevaluated_properties,self.unevaluated_items,self.dependent_required,self.dependent_schemas,self.recursive_ref,self.dynamic_ref,self.nullable_keyword,self.discriminator_support,self.webhooks,self.ref_sibling_keywords,self.media_item_schema,self.openapi_self,self.querystring_parameter,self.xml_support,self.external_docs,self.links,self.callbacks,self.security_schemes,)==(other.null_in_type_array,other.defs_not_definitions,other.prefix_items,other.boolean_schemas,other.id_field,other.definitions_key,other.exclusive_as_number,other.read_only_write_only,other.const_support,other.property_names,other.contains,other.deprecated_keyword,other.if_then_else,other.content_encoding,other.content_schema,other.anchor,other.vocabulary,other.unevaluated_properties,other.unevaluated_items,other.dependent_required,other.dependent_schemas,other.recursive_ref,other.dynamic_ref,other.nullable_keyword,other.discriminator_support,other.webhooks,other.ref_sibling_keywords,other.media_item_schema,other.openapi_self,other.querystring_parameter,other.xml_support,other.external_docs,other.links,other.callbacks,other.security_schemes,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.null_rule,self.is_optional,self.is_dict,self.is_list,self.is_set,self.is_frozen_set,self.is_mapping,self.is_sequence,self.is_tuple,self.tuple_item_count,self.kwargs,self.list_wrapper,self.drops_null_members,)==(other.null_rule,other.is_optional,other.is_dict,other.is_list,other.is_set,other.is_frozen_set,other.is_mapping,other.is_sequence,other.is_tuple,other.tuple_item_count,other.kwargs,other.list_wrapper,other.drops_null_members,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.numbers,self.string,self.array,)==(other.numbers,other.string,other.array,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.omit_redundant_constraints,self.use_decimal_in_field_forms,)==(other.omit_redundant_constraints,other.use_decimal_in_field_forms,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.operation,self.producer,)==(other.operation,other.producer,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.option_kind,self.recipe,self.constructor_import,self.normalize_constraints,)==(other.option_kind,other.recipe,other.constructor_import,other.normalize_constraints,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.order,self.recursive,)==(other.order,other.recursive,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.overrides,)==(other.overrides,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.owner,self.epoch,self.values,)==(other.owner,other.epoch,other.values,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.parser,self.obj,self.seen_refs,)==(other.parser,other.obj,other.seen_refs,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.pass_,self.model,self.field,)==(other.pass_,other.model,other.field,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.path,)==(other.path,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.path,self.build,self.site,self.typed,)==(other.path,other.build,other.site,other.typed,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.path_type,)==(other.path_type,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.pattern,self.untaken,)==(other.pattern,other.untaken,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.pattern_properties,self.required_groups,self.conditional_required,self.property_count,self.unique_items,self.replace_unique_items,)==(other.pattern_properties,other.required_groups,other.conditional_required,other.property_count,other.unique_items,other.replace_unique_items,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.positional,self.factory,self.kwargs,self.default_keyword,self.why,self.callee,)==(other.positional,other.factory,other.kwargs,other.default_keyword,other.why,other.callee,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.private_attributes,self.ignored_names,self.ignored_types,self.private_candidates,self.field_candidates,self.base_field_names,self.model_config_assigned,)==(other.private_attributes,other.ignored_names,other.ignored_types,other.private_candidates,other.field_candidates,other.base_field_names,other.model_config_assigned,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.ref,self.location,)==(other.ref,other.location,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.reference_counts,self.enabled,self.initialized,self.mutated,)==(other.reference_counts,other.enabled,other.initialized,other.mutated,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.reference_path,)==(other.reference_path,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.reuse_snapshot,self.inline_variants,self.unions,self.first_tags,self.union_written,self.reused_tag_fields,self.deferred_msgspec,self.defers_related,self.struct_tags,)==(other.reuse_snapshot,other.inline_variants,other.unions,other.first_tags,other.union_written,other.reused_tag_fields,other.deferred_msgspec,other.defers_related,other.struct_tags,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.role,self.is_any,self.null,)==(other.role,other.is_any,other.null,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.row,self.nullable,)==(other.row,other.nullable,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.row,self.source,self.union_tags,self.memo,)==(other.row,other.source,other.union_tags,other.memo,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.row,self.written,self.required,self.strips_none,self.annotated,self.class_var,self.init_excluded,self.visibility,self.keeps_stripped_place,)==(other.row,other.written,other.required,other.strips_none,other.annotated,other.class_var,other.init_excluded,other.visibility,other.keeps_stripped_place,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rule,self.admits_null,self.required,)==(other.rule,other.admits_null,other.required,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rule,self.default,self.writes_default,self.required,self.not_null,)==(other.rule,other.default,other.writes_default,other.required,other.not_null,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rule,self.members,self.nullable,self.preserve_order,self.one_member_is_type,self.spread,self.null_moved,)==(other.rule,other.members,other.nullable,other.preserve_order,other.one_member_is_type,other.spread,other.null_moved,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.schema,self.from_item_schema,)==(other.schema,other.from_item_schema,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.schema,self.from_item_schema,self.location,)==(other.schema,other.from_item_schema,other.location,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.schema,self.parent,self.constrained,self.preserve_root_model,)==(other.schema,other.parent,other.constrained,other.preserve_root_model,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.shared_parent_wrappers,self.renames_colliding_types,self.same_module,self.renamed_apart,)==(other.shared_parent_wrappers,other.renames_colliding_types,other.same_module,other.renamed_apart,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.shown,self.collecting,self.names,)==(other.shown,other.collecting,other.names,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.site,self.names,self.status,self.msgspec,)==(other.site,other.names,other.status,other.msgspec,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.site_models,self.typed_map_values,)==(other.site_models,other.typed_map_values,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.size,self.minimum,self.median,self.maximum,self.mean,)==(other.size,other.minimum,other.median,other.maximum,other.mean,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.sorted_data_models,self.module_split_mode,self.all_exports_scope,self.module_models,self.model_to_module_models,self.model_path_to_module_name,self.internal_modules,self.forwarder_map,)==(other.sorted_data_models,other.module_split_mode,other.all_exports_scope,other.module_models,other.model_to_module_models,other.model_path_to_module_name,other.internal_modules,other.forwarder_map,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.source,self.keyword,self.document,self.ref,self.spelling,self.home,)==(other.source,other.keyword,other.document,other.ref,other.spelling,other.home,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.spec,self.writer,self.run,self.when,)==(other.spec,other.writer,other.run,other.when,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.strict,)==(other.strict,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.strict_nullable,self.use_missing_sentinel,self.force_optional,self.nullable_as_type_list,self.type_excludes_member_null,self.read_nullable_beside_type_list,)==(other.strict_nullable,other.use_missing_sentinel,other.force_optional,other.nullable_as_type_list,other.type_excludes_member_null,other.read_nullable_beside_type_list,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.strip_whitespace,self.to_upper,self.to_lower,self.strict,self.min_length,self.max_length,self.pattern,self.ascii_only,)==(other.strip_whitespace,other.to_upper,other.to_lower,other.strict,other.min_length,other.max_length,other.pattern,other.ascii_only,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.tag,)==(other.tag,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.target_python_version,)==(other.target_python_version,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.text,self.declared_factory,self.default,)==(other.text,other.declared_factory,other.default,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.text,self.factory,)==(other.text,other.factory,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.title,self.script,self.intro,self.columns,self.cells,self.details,self.table_notes,)==(other.title,other.script,other.intro,other.columns,other.cells,other.details,other.table_notes,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.top_level_alternation,self.global_flags,self.group_names,self.read_alike,)==(other.top_level_alternation,other.global_flags,other.group_names,other.read_alike,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type_has_null,self.type_null,self.type_list,self.type_lists_null,self.type_lists_object,self.typed,self.type_string,self.member_null,self.nullable,self.copied_nullable,self.enum_null,)==(other.type_has_null,other.type_null,other.type_list,other.type_lists_null,other.type_lists_object,other.typed,other.type_string,other.member_null,other.nullable,other.copied_nullable,other.enum_null,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type_keywords,self.number_value_types,self.target_number_keywords,self.annotation_unions_take,self.fixed_tuples_take_length,self.literals_take,self.zero_bound_classes,self.writes_constrained_types,self.int_values,self.drops_non_finite_bounds,)==(other.type_keywords,other.number_value_types,other.target_number_keywords,other.annotation_unions_take,other.fixed_tuples_take_length,other.literals_take,other.zero_bound_classes,other.writes_constrained_types,other.int_values,other.drops_non_finite_bounds,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type_override_model_names,self.base_stand_in_keys,)==(other.type_override_model_names,other.base_stand_in_keys,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type_ref,)==(other.type_ref,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.tz,)==(other.tz,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.union,self.optional,self.annotated,self.any_,)==(other.union,other.optional,other.annotated,other.any_,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.unit,)==(other.unit,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.used_names,)==(other.used_names,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.uuid_version,)==(other.uuid_version,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.validators,self.field_validators,self.root_validators,self.field_serializers,self.model_serializers,self.model_validators,self.computed_fields,)==(other.validators,other.field_validators,other.root_validators,other.field_serializers,other.model_serializers,other.model_validators,other.computed_fields,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.value,)==(other.value,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.value,self.missing_sentinel,self.why,self.items,)==(other.value,other.missing_sentinel,other.why,other.items,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.value,self.rule,)==(other.value,other.rule,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.values,self.rule,)==(other.values,other.rule,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.variant,self.property_name,self.kept,self.owner,self.others,)==(other.variant,other.property_name,other.kept,other.owner,other.others,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.variant_takes_tag,self.writes_argument,self.struct_tags,self.bool_tags,self.literal_holds_members,self.flattens_layouts,)==(other.variant_takes_tag,other.writes_argument,other.struct_tags,other.bool_tags,other.literal_holds_members,other.flattens_layouts,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.warnings,)==(other.warnings,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.wrapped,)==(other.wrapped,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.wrapped,self.decorator_info,self.shim,)==(other.wrapped,other.decorator_info,other.shim,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.wrapped_property,self.return_type,self.alias,self.alias_priority,self.exclude_if,self.title,self.field_title_generator,self.description,self.deprecated,self.examples,self.json_schema_extra,self.repr,)==(other.wrapped_property,other.return_type,other.alias,other.alias_priority,other.exclude_if,other.title,other.field_title_generator,other.description,other.deprecated,other.examples,other.json_schema_extra,other.repr,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__():\n def __hash__(self):\n  return hash(())\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.annotation_form,self.call,self.default,self.has_default_factory_in_field,self.omitted,self.symbol_imports,self.why,self.annotated_call,self.bare_default,self.qualifiers,self.written_type,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.any,self.default,self.factory,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.assigned,self.construction_assigned,self.binds_class_attribute,self.constructor_default,self.participates_in_constructor,self.rule,self.place_assigned,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.base,self.subclasses_value_type,self.rule,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.base_path,self.encoding,self.directory_input_filter,self.remote_text_cache,self.allow_remote_refs,self.strict_refs,self.allow_private_network,self.http_backend,self.http_headers,self.http_local_ref_path,self.http_ignore_tls,self.http_query_parameters,self.http_timeout,self.external_ref_mapping,self.remote_response_observer,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.changed_models,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.child,self.objects,self.root,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.class_names,self.field_scopes,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.node,self.base,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.condition,self.then_groups,self.else_groups,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.config_field,self.auto,self.detect,self.features,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.const,self.location,self.as_member,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.constraints,self.untaken,self.dropped_counts,self.records,self.type_list_unique,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.construct,self.library,self.minimum,self.unset_target,self.form,self.backport,self.label,self.config_key,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.contexts,self.internal_modules,self.model_path_to_module_name,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.count,self.example,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.counts,self.aliases,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.data,self.forced,self.text,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.data,self.text,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.declared_properties,self.pattern_properties,self.rejected_patterns,self.additional_property_type,self.allow_unmatched,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.diagnostic_source_path,self.prefetched_source,self.formatter_cwd,self.preserve_circular_root_models,self.suppress_parse_warnings,self.untyped_nullable_maps,self.yielding_names,self.document_roles,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.discriminator,self.custom_error_type,self.custom_error_message,self.custom_error_context,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.document,self.root_base,self.names,self.defaults,self.resources,self.embedded,self.dynamic_anchors,self.implicit_resources,self.embeds_resources,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.document,self.tokens,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.enter_phase,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.entries,self.default,self.typed,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.facts,self.model_ids_by_object,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.facts,self.model_ids_by_object,self.next_model_id,self.next_data_type_id,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.field,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.files,self.output_directory,self.headers,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.filter_forward_references,self.generated_formatter_safe,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.frozen,self.builtin_hash,self.custom_base_class,self.user_class_code,self.custom_template_dir,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.full_path,self.from_,self.import_,self.written_from,self.beside_shared_import,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.func,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.func,self.json_schema_input_type,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.func,self.return_type,self.when_used,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.ge,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.generation,self.module_names,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.gt,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.gt,self.ge,self.lt,self.le,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.has_root_field,self.circular,self.runtime_object_validation,self.needs_model_regex_engine,self.field_constraints,self.constrains_through_root_types,self.constrained_root_field,self.constrained_root,self.root_type_is_map,self.root_type_names_model,self.names_inner_models,self.holder_has_container,self.list_item,self.collapses_list_items,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.holds_schema,self.numbers_keep_bounds,self.consumed_at_property,self.patterns_beside_literal,self.keeps_tuple_lengths,self.counts_beside_models,self.records_by_option,self.empty_record,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.how,self.source,self.via,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.data_type,self.owner_model,self.owner_field_index,self.role,self.reference,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.kind,self.target,self.message,self.warning_since,self.removal_version,self.replacement,self.status,self.warning_category,self.note,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.parse_order,self.model,self.reference,self.path,self.file_path,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.import_,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.import_,self.from_,self.alias,self.reference_path,self.keep_unaliased,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.imports,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.internal_module,self.names,self.released,self.released_internal_modules,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.kept,self.takes_null,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.key,self.kept,self.null,self.strips_null,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.key,self.owner,self.field,self.path,self.node,self.target,self.kind,self.eager,self.provenance,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.key,self.spelling,self.mapping,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.keyword,self.groups,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.keywords,self.unsatisfiable,self.untaken_patterns,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.location,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.le,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.location,self.name,self.style,self.explode,self.required,self.allow_reserved,self.content_media_type,self.shape,self.kind,self.fields,self.additional,self.reserved_names,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.lt,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.max_length,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.members,self.rule,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.metadata_assignment,self.factory_in_field,self.admits_none,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.min_length,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.min_length,self.max_length,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.min_properties,self.max_properties,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.minimum,self.target,self.constructs,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.model,self.data_type,self.inner_class_name,self.root_import,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.model,self.field_name,self.mapping,self.field_name_mode,self.inline_models,self.property_name,self.union_written,self.enum_member_tags,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.module,self.live_models,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.modules,self.live_models,self.member_keywords,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.mounted,self.home,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.multiple_of,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.applies,self.build,self.typed,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.applies,self.rewrite,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.build,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.call,self.per_module,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.cli_resolved,self.caller_relative,self.watched_as,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.kind,self.repeated,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.modules,self.body,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.phase,self.view,self.steps,self.enters_phase,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.run,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.run,self.when,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.union_tags,self.own_class_name,self.root_models,self.key_cache,self.base_dedup,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.named,self.target,self.reference_written,self.rendered,self.held_dropped,self.stripped,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.node,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.node,self.anchors,self.targets,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.node,self.form,self.args,self.container,self.mapping,self.key,self.base,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.null_in_type_array,self.defs_not_definitions,self.prefix_items,self.boolean_schemas,self.id_field,self.definitions_key,self.exclusive_as_number,self.read_only_write_only,self.const_support,self.property_names,self.contains,self.deprecated_keyword,self.if_then_else,self.content_encoding,self.content_schema,self.anchor,self.vocabulary,self.unevaluated_properties,self.unevaluated_items,self.dependent_required,self.dependent_schemas,self.recursive_ref,self.dynamic_ref,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.null_in_type_array,self.defs_not_definitions,self.prefix_items,self.boolean_schemas,self.id_field,self.definitions_key,self.exclusive_as_number,self.read_only_write_only,self.const_support,self.property_names,self.contains,self.deprecated_keyword,self.if_then_else,self.content_encoding,self.content_schema,self.anchor,self.vocabulary,self.unevaluated_properties,self.unevaluated_items,self.dependent_required,self.dependent_schemas,self.recursive_ref,self.dynamic_ref,self.nullable_keyword,self.discriminator_support,self.webhooks,self.ref_sibling_keywords,self.media_item_schema,self.openapi_self,self.querystring_parameter,self.xml_support,self.external_docs,self.links,self.callbacks,self.security_schemes,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.null_rule,self.is_optional,self.is_dict,self.is_list,self.is_set,self.is_frozen_set,self.is_mapping,self.is_sequence,self.is_tuple,self.tuple_item_count,self.kwargs,self.list_wrapper,self.drops_null_members,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.numbers,self.string,self.array,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.omit_redundant_constraints,self.use_decimal_in_field_forms,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.operation,self.producer,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.option_kind,self.recipe,self.constructor_import,self.normalize_constraints,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.order,self.recursive,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.overrides,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.parser,self.obj,self.seen_refs,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.pass_,self.model,self.field,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.path,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.path,self.build,self.site,self.typed,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.pattern,self.untaken,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.positional,self.factory,self.kwargs,self.default_keyword,self.why,self.callee,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.ref,self.location,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.reference_path,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.role,self.is_any,self.null,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.row,self.nullable,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.row,self.written,self.required,self.strips_none,self.annotated,self.class_var,self.init_excluded,self.visibility,self.keeps_stripped_place,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.rule,self.admits_null,self.required,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.rule,self.default,self.writes_default,self.required,self.not_null,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.rule,self.members,self.nullable,self.preserve_order,self.one_member_is_type,self.spread,self.null_moved,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.schema,self.from_item_schema,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.schema,self.from_item_schema,self.location,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.schema,self.parent,self.constrained,self.preserve_root_model,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.shared_parent_wrappers,self.renames_colliding_types,self.same_module,self.renamed_apart,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.site_models,self.typed_map_values,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.size,self.minimum,self.median,self.maximum,self.mean,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.source,self.keyword,self.document,self.ref,self.spelling,self.home,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.spec,self.writer,self.run,self.when,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.strict_nullable,self.use_missing_sentinel,self.force_optional,self.nullable_as_type_list,self.type_excludes_member_null,self.read_nullable_beside_type_list,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.strip_whitespace,self.to_upper,self.to_lower,self.strict,self.min_length,self.max_length,self.pattern,self.ascii_only,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.tag,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.target_python_version,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.text,self.declared_factory,self.default,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.text,self.factory,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.title,self.script,self.intro,self.columns,self.cells,self.details,self.table_notes,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.top_level_alternation,self.global_flags,self.group_names,self.read_alike,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type_has_null,self.type_null,self.type_list,self.type_lists_null,self.type_lists_object,self.typed,self.type_string,self.member_null,self.nullable,self.copied_nullable,self.enum_null,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type_keywords,self.number_value_types,self.target_number_keywords,self.annotation_unions_take,self.fixed_tuples_take_length,self.literals_take,self.zero_bound_classes,self.writes_constrained_types,self.int_values,self.drops_non_finite_bounds,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type_override_model_names,self.base_stand_in_keys,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.tz,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.unit,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.used_names,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.value,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.value,self.missing_sentinel,self.why,self.items,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.value,self.rule,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.values,self.rule,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.variant_takes_tag,self.writes_argument,self.struct_tags,self.bool_tags,self.literal_holds_members,self.flattens_layouts,))\n return __hash__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.wrapped,))\n return __hash__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"()"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(_value={self._value!r}, import_={self.import_!r}, prefix={self.prefix!r}, suffix={self.suffix!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(alias={self.alias!r}, validation_alias={self.validation_alias!r}, serialization_alias={self.serialization_alias!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(allow_inf_nan={self.allow_inf_nan!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(annotation={self.annotation!r}, complete={self.complete!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(annotation_form={self.annotation_form!r}, call={self.call!r}, default={self.default!r}, has_default_factory_in_field={self.has_default_factory_in_field!r}, omitted={self.omitted!r}, symbol_imports={self.symbol_imports!r}, why={self.why!r}, annotated_call={self.annotated_call!r}, bare_default={self.bare_default!r}, qualifiers={self.qualifiers!r}, written_type={self.written_type!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(any={self.any!r}, default={self.default!r}, factory={self.factory!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(args={self.args!r}, suppress_parse_warnings={self.suppress_parse_warnings!r}, default_build_code_formatter={self.default_build_code_formatter!r}, result_type={self.result_type!r}, config={self.config!r}, sorted_data_models={self.sorted_data_models!r}, model_identities={self.model_identities!r}, module_models={self.module_models!r}, internal_modules={self.internal_modules!r}, forwarder_map={self.forwarder_map!r}, model_to_module_models={self.model_to_module_models!r}, model_path_to_module_name={self.model_path_to_module_name!r}, module_results={self.module_results!r}, unused_models={self.unused_models!r}, module_to_import={self.module_to_import!r}, contexts={self.contexts!r}, decisions={self.decisions!r}, output={self.output!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(assigned={self.assigned!r}, construction_assigned={self.construction_assigned!r}, binds_class_attribute={self.binds_class_attribute!r}, constructor_default={self.constructor_default!r}, participates_in_constructor={self.participates_in_constructor!r}, rule={self.rule!r}, place_assigned={self.place_assigned!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(base={self.base!r}, subclasses_value_type={self.subclasses_value_type!r}, rule={self.rule!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(base_path={self.base_path!r}, encoding={self.encoding!r}, directory_input_filter={self.directory_input_filter!r}, remote_text_cache={self.remote_text_cache!r}, allow_remote_refs={self.allow_remote_refs!r}, strict_refs={self.strict_refs!r}, allow_private_network={self.allow_private_network!r}, http_backend={self.http_backend!r}, http_headers={self.http_headers!r}, http_local_ref_path={self.http_local_ref_path!r}, http_ignore_tls={self.http_ignore_tls!r}, http_query_parameters={self.http_query_parameters!r}, http_timeout={self.http_timeout!r}, external_ref_mapping={self.external_ref_mapping!r}, remote_response_observer={self.remote_response_observer!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(changed_models={self.changed_models!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(child={self.child!r}, objects={self.objects!r}, root={self.root!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(choices={self.choices!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(class_names={self.class_names!r}, field_scopes={self.field_scopes!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(cls_ref={self.cls_ref!r}, cls_var_name={self.cls_var_name!r}, func={self.func!r}, shim={self.shim!r}, info={self.info!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, node={self.node!r}, base={self.base!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(condition={self.condition!r}, then_groups={self.then_groups!r}, else_groups={self.else_groups!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(config_field={self.config_field!r}, auto={self.auto!r}, detect={self.detect!r}, features={self.features!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(const={self.const!r}, location={self.location!r}, as_member={self.as_member!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(constraints={self.constraints!r}, untaken={self.untaken!r}, dropped_counts={self.dropped_counts!r}, records={self.records!r}, type_list_unique={self.type_list_unique!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(construct={self.construct!r}, library={self.library!r}, minimum={self.minimum!r}, unset_target={self.unset_target!r}, form={self.form!r}, backport={self.backport!r}, label={self.label!r}, config_key={self.config_key!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(container={self.container!r}, opaque={self.opaque!r}, python_type={self.python_type!r}, literals={self.literals!r}, builtin_name={self.builtin_name!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(contexts={self.contexts!r}, internal_modules={self.internal_modules!r}, model_path_to_module_name={self.model_path_to_module_name!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(contexts={self.contexts!r}, unused_models={self.unused_models!r}, model_to_module_models={self.model_to_module_models!r}, module_to_import={self.module_to_import!r}, forwarder_modules={self.forwarder_modules!r}, with_import={self.with_import!r}, config={self.config!r}, internal_modules={self.internal_modules!r}, model_path_to_module_name={self.model_path_to_module_name!r}, all_models={self.all_models!r}, model_imports={self.model_imports!r}, renamed_models={self.renamed_models!r}, additional_properties_models={self.additional_properties_models!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(count={self.count!r}, example={self.example!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(counts={self.counts!r}, aliases={self.aliases!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(data={self.data!r}, forced={self.forced!r}, text={self.text!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(data={self.data!r}, text={self.text!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(data_type={self.data_type!r}, source={self.source!r}, builds_by_name={self.builds_by_name!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(decision={self.decision!r}, tags={self.tags!r}, tag_field={self.tag_field!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(declared_properties={self.declared_properties!r}, pattern_properties={self.pattern_properties!r}, rejected_patterns={self.rejected_patterns!r}, additional_property_type={self.additional_property_type!r}, allow_unmatched={self.allow_unmatched!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(defs_remapping={self.defs_remapping!r}, json_remapping={self.json_remapping!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(diagnostic_source_path={self.diagnostic_source_path!r}, prefetched_source={self.prefetched_source!r}, formatter_cwd={self.formatter_cwd!r}, preserve_circular_root_models={self.preserve_circular_root_models!r}, suppress_parse_warnings={self.suppress_parse_warnings!r}, untyped_nullable_maps={self.untyped_nullable_maps!r}, yielding_names={self.yielding_names!r}, document_roles={self.document_roles!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(discriminator={self.discriminator!r}, custom_error_type={self.custom_error_type!r}, custom_error_message={self.custom_error_message!r}, custom_error_context={self.custom_error_context!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(document={self.document!r}, root_base={self.root_base!r}, names={self.names!r}, defaults={self.defaults!r}, resources={self.resources!r}, embedded={self.embedded!r}, dynamic_anchors={self.dynamic_anchors!r}, implicit_resources={self.implicit_resources!r}, embeds_resources={self.embeds_resources!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(document={self.document!r}, tokens={self.tokens!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(edges={self.edges!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(encoder={self.encoder!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(enter_phase={self.enter_phase!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(entries={self.entries!r}, default={self.default!r}, typed={self.typed!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(facts={self.facts!r}, model_ids_by_object={self.model_ids_by_object!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(facts={self.facts!r}, model_ids_by_object={self.model_ids_by_object!r}, next_model_id={self.next_model_id!r}, next_data_type_id={self.next_data_type_id!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(fail_fast={self.fail_fast!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(field={self.field!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(field={self.field!r}, first_tag={self.first_tag!r}, enum_source={self.enum_source!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(field={self.field!r}, form={self.form!r}, tag={self.tag!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(field={self.field!r}, source={self.source!r}, revision={self.revision!r}, parent={self.parent!r}, own={self.own!r}, references={self.references!r}, reads={self.reads!r}, value={self.value!r}, verified={self.verified!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(fields={self.fields!r}, mode={self.mode!r}, check_fields={self.check_fields!r}, json_schema_input_type={self.json_schema_input_type!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(fields={self.fields!r}, mode={self.mode!r}, each_item={self.each_item!r}, always={self.always!r}, check_fields={self.check_fields!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(fields={self.fields!r}, mode={self.mode!r}, return_type={self.return_type!r}, when_used={self.when_used!r}, check_fields={self.check_fields!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(files={self.files!r}, output_directory={self.output_directory!r}, headers={self.headers!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(filter_forward_references={self.filter_forward_references!r}, generated_formatter_safe={self.generated_formatter_safe!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(frozen={self.frozen!r}, builtin_hash={self.builtin_hash!r}, custom_base_class={self.custom_base_class!r}, user_class_code={self.user_class_code!r}, custom_template_dir={self.custom_template_dir!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(full_path={self.full_path!r}, from_={self.from_!r}, import_={self.import_!r}, written_from={self.written_from!r}, beside_shared_import={self.beside_shared_import!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(func={self.func!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(func={self.func!r}, json_schema_input_type={self.json_schema_input_type!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(func={self.func!r}, return_type={self.return_type!r}, when_used={self.when_used!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(ge={self.ge!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(generation={self.generation!r}, module_names={self.module_names!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(get_pydantic_core_schema={self.get_pydantic_core_schema!r}, get_pydantic_json_schema={self.get_pydantic_json_schema!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(gt={self.gt!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(gt={self.gt!r}, ge={self.ge!r}, lt={self.lt!r}, le={self.le!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(has_root_field={self.has_root_field!r}, circular={self.circular!r}, runtime_object_validation={self.runtime_object_validation!r}, needs_model_regex_engine={self.needs_model_regex_engine!r}, field_constraints={self.field_constraints!r}, constrains_through_root_types={self.constrains_through_root_types!r}, constrained_root_field={self.constrained_root_field!r}, constrained_root={self.constrained_root!r}, root_type_is_map={self.root_type_is_map!r}, root_type_names_model={self.root_type_names_model!r}, names_inner_models={self.names_inner_models!r}, holder_has_container={self.holder_has_container!r}, list_item={self.list_item!r}, collapses_list_items={self.collapses_list_items!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(holds_schema={self.holds_schema!r}, numbers_keep_bounds={self.numbers_keep_bounds!r}, consumed_at_property={self.consumed_at_property!r}, patterns_beside_literal={self.patterns_beside_literal!r}, keeps_tuple_lengths={self.keeps_tuple_lengths!r}, counts_beside_models={self.counts_beside_models!r}, records_by_option={self.records_by_option!r}, empty_record={self.empty_record!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(how={self.how!r}, source={self.source!r}, via={self.via!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, data_type={self.data_type!r}, owner_model={self.owner_model!r}, owner_field_index={self.owner_field_index!r}, role={self.role!r}, reference={self.reference!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, kind={self.kind!r}, target={self.target!r}, message={self.message!r}, warning_since={self.warning_since!r}, removal_version={self.removal_version!r}, replacement={self.replacement!r}, status={self.status!r}, warning_category={self.warning_category!r}, note={self.note!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, parse_order={self.parse_order!r}, model={self.model!r}, reference={self.reference!r}, path={self.path!r}, file_path={self.file_path!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(import_={self.import_!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(import_={self.import_!r}, from_={self.from_!r}, alias={self.alias!r}, reference_path={self.reference_path!r}, keep_unaliased={self.keep_unaliased!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(imports={self.imports!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(internal_module={self.internal_module!r}, names={self.names!r}, released={self.released!r}, released_internal_modules={self.released_internal_modules!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(is_init={self.is_init!r}, model_list={self.model_list!r}, imports={self.imports!r}, scoped_model_resolver={self.scoped_model_resolver!r}, all_module_fields={self.all_module_fields!r}, config={self.config!r}, internal_modules={self.internal_modules!r}, model_path_to_module_name={self.model_path_to_module_name!r}, require_update_action_models={self.require_update_action_models!r}, unused_models={self.unused_models!r}, unused_models_start={self.unused_models_start!r}, model_list_before_override_removal={self.model_list_before_override_removal!r}, current_unused_models={self.current_unused_models!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(json_schema={self.json_schema!r}, mode={self.mode!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kept={self.kept!r}, takes_null={self.takes_null!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(key={self.key!r}, kept={self.kept!r}, null={self.null!r}, strips_null={self.strips_null!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(key={self.key!r}, owner={self.owner!r}, field={self.field!r}, path={self.path!r}, node={self.node!r}, target={self.target!r}, kind={self.kind!r}, eager={self.eager!r}, provenance={self.provenance!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(key={self.key!r}, spelling={self.spelling!r}, mapping={self.mapping!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(keyword={self.keyword!r}, groups={self.groups!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(keywords={self.keywords!r}, unsatisfiable={self.unsatisfiable!r}, untaken_patterns={self.untaken_patterns!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, location={self.location!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(le={self.le!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(location={self.location!r}, name={self.name!r}, style={self.style!r}, explode={self.explode!r}, required={self.required!r}, allow_reserved={self.allow_reserved!r}, content_media_type={self.content_media_type!r}, shape={self.shape!r}, kind={self.kind!r}, fields={self.fields!r}, additional={self.additional!r}, reserved_names={self.reserved_names!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(locations={self.locations!r}, root_bases={self.root_bases!r}, resources={self.resources!r}, dynamic_anchors={self.dynamic_anchors!r}, embedded={self.embedded!r}, keys={self.keys!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(lt={self.lt!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(max_length={self.max_length!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(members={self.members!r}, rule={self.rule!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(metadata_assignment={self.metadata_assignment!r}, factory_in_field={self.factory_in_field!r}, admits_none={self.admits_none!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(min_length={self.min_length!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(min_length={self.min_length!r}, max_length={self.max_length!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(min_properties={self.min_properties!r}, max_properties={self.max_properties!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(minimum={self.minimum!r}, target={self.target!r}, constructs={self.constructs!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(mode={self.mode!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(mode={self.mode!r}, return_type={self.return_type!r}, when_used={self.when_used!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(model={self.model!r}, data_type={self.data_type!r}, inner_class_name={self.inner_class_name!r}, root_import={self.root_import!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(model={self.model!r}, field={self.field!r}, property_name={self.property_name!r}, discriminator={self.discriminator!r}, mapping={self.mapping!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(model={self.model!r}, field_name={self.field_name!r}, mapping={self.mapping!r}, field_name_mode={self.field_name_mode!r}, inline_models={self.inline_models!r}, property_name={self.property_name!r}, union_written={self.union_written!r}, enum_member_tags={self.enum_member_tags!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(model={self.model!r}, kind={self.kind!r}, tags={self.tags!r}, untagged={self.untagged!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(model_facts={self.model_facts!r}, data_type_facts={self.data_type_facts!r}, data_type_fact_by_object={self.data_type_fact_by_object!r}, base_owner_model_ids_by_object={self.base_owner_model_ids_by_object!r}, model_by_path={self.model_by_path!r}, model_by_ref_id={self.model_by_ref_id!r}, data_types_by_model={self.data_types_by_model!r}, sites_by_target={self.sites_by_target!r}, shared_data_type_fact_ids={self.shared_data_type_fact_ids!r}, sites={self.sites!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(model_list={self.model_list!r}, model_list_before_override_removal={self.model_list_before_override_removal!r}, config={self.config!r}, current_unused_models={self.current_unused_models!r}, live_models={self.live_models!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(module={self.module!r}, live_models={self.live_models!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(modules={self.modules!r}, live_models={self.live_models!r}, member_keywords={self.member_keywords!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(mounted={self.mounted!r}, home={self.home!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(multiple_of={self.multiple_of!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, applies={self.applies!r}, build={self.build!r}, typed={self.typed!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, applies={self.applies!r}, rewrite={self.rewrite!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, build={self.build!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, call={self.call!r}, per_module={self.per_module!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, cli_resolved={self.cli_resolved!r}, caller_relative={self.caller_relative!r}, watched_as={self.watched_as!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, kind={self.kind!r}, repeated={self.repeated!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, modules={self.modules!r}, body={self.body!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, obj={self.obj!r}, path={self.path!r}, singular_name={self.singular_name!r}, parent={self.parent!r}, scope={self.scope!r}, root={self.root!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, phase={self.phase!r}, view={self.view!r}, steps={self.steps!r}, enters_phase={self.enters_phase!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, run={self.run!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, run={self.run!r}, when={self.when!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, union_tags={self.union_tags!r}, own_class_name={self.own_class_name!r}, root_models={self.root_models!r}, key_cache={self.key_cache!r}, base_dedup={self.base_dedup!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(named={self.named!r}, target={self.target!r}, reference_written={self.reference_written!r}, rendered={self.rendered!r}, held_dropped={self.held_dropped!r}, stripped={self.stripped!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(names={self.names!r}, mapping={self.mapping!r}, mode={self.mode!r}, inline_variants={self.inline_variants!r}, union_written={self.union_written!r}, enum_member_tags={self.enum_member_tags!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(node={self.node!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(node={self.node!r}, anchors={self.anchors!r}, targets={self.targets!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(node={self.node!r}, form={self.form!r}, args={self.args!r}, container={self.container!r}, mapping={self.mapping!r}, key={self.key!r}, base={self.base!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(null_in_type_array={self.null_in_type_array!r}, defs_not_definitions={self.defs_not_definitions!r}, prefix_items={self.prefix_items!r}, boolean_schemas={self.boolean_schemas!r}, id_field={self.id_field!r}, definitions_key={self.definitions_key!r}, exclusive_as_number={self.exclusive_as_number!r}, read_only_write_only={self.read_only_write_only!r}, const_support={self.const_support!r}, property_names={self.property_names!r}, contains={self.contains!r}, deprecated_keyword={self.deprecated_keyword!r}, if_then_else={self.if_then_else!r}, content_encoding={self.content_encoding!r}, content_schema={self.content_schema!r}, anchor={self.anchor!r}, vocabulary={self.vocabulary!r}, unevaluated_properties={self.unevaluated_properties!r}, unevaluated_items={self.unevaluated_items!r}, dependent_required={self.dependent_required!r}, dependent_schemas={self.dependent_schemas!r}, recursive_ref={self.recursive_ref!r}, dynamic_ref={self.dynamic_ref!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(null_in_type_array={self.null_in_type_array!r}, defs_not_definitions={self.defs_not_definitions!r}, prefix_items={self.prefix_items!r}, boolean_schemas={self.boolean_schemas!r}, id_field={self.id_field!r}, definitions_key={self.definitions_key!r}, exclusive_as_number={self.exclusive_as_number!r}, read_only_write_only={self.read_only_write_only!r}, const_support={self.const_support!r}, property_names={self.property_names!r}, contains={self.contains!r}, deprecated_keyword={self.deprecated_keyword!r}, if_then_else={self.if_then_else!r}, content_encoding={self.content_encoding!r}, content_schema={self.content_schema!r}, anchor={self.anchor!r}, vocabulary={self.vocabulary!r}, unevaluated_properties={self.unevaluated_properties!r}, unevaluated_items={self.unevaluated_items!r}, dependent_required={self.dependent_required!r}, dependent_schemas={self.dependent_schemas!r}, recursive_ref={self.recursive_ref!r}, dynamic_ref={self.dynamic_ref!r}, nullable_keyword={self.nullable_keyword!r}, discriminator_support={self.discriminator_support!r}, webhooks={self.webhooks!r}, ref_sibling_keywords={self.ref_sibling_keywords!r}, media_item_schema={self.media_item_schema!r}, openapi_self={self.openapi_self!r}, querystring_parameter={self.querystring_parameter!r}, xml_support={self.xml_support!r}, external_docs={self.external_docs!r}, links={self.links!r}, callbacks={self.callbacks!r}, security_schemes={self.security_schemes!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(null_rule={self.null_rule!r}, is_optional={self.is_optional!r}, is_dict={self.is_dict!r}, is_list={self.is_list!r}, is_set={self.is_set!r}, is_frozen_set={self.is_frozen_set!r}, is_mapping={self.is_mapping!r}, is_sequence={self.is_sequence!r}, is_tuple={self.is_tuple!r}, tuple_item_count={self.tuple_item_count!r}, kwargs={self.kwargs!r}, list_wrapper={self.list_wrapper!r}, drops_null_members={self.drops_null_members!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(numbers={self.numbers!r}, string={self.string!r}, array={self.array!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(omit_redundant_constraints={self.omit_redundant_constraints!r}, use_decimal_in_field_forms={self.use_decimal_in_field_forms!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(operation={self.operation!r}, producer={self.producer!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(option_kind={self.option_kind!r}, recipe={self.recipe!r}, constructor_import={self.constructor_import!r}, normalize_constraints={self.normalize_constraints!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(order={self.order!r}, recursive={self.recursive!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(overrides={self.overrides!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(owner={self.owner!r}, epoch={self.epoch!r}, values={self.values!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(parser={self.parser!r}, obj={self.obj!r}, seen_refs={self.seen_refs!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(pass_={self.pass_!r}, model={self.model!r}, field={self.field!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(path={self.path!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(path={self.path!r}, build={self.build!r}, site={self.site!r}, typed={self.typed!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(path_type={self.path_type!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(pattern={self.pattern!r}, untaken={self.untaken!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(pattern_properties={self.pattern_properties!r}, required_groups={self.required_groups!r}, conditional_required={self.conditional_required!r}, property_count={self.property_count!r}, unique_items={self.unique_items!r}, replace_unique_items={self.replace_unique_items!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(position={self.position!r}, schema={self.schema!r}, reference={self.reference!r}, into={self.into!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(positional={self.positional!r}, factory={self.factory!r}, kwargs={self.kwargs!r}, default_keyword={self.default_keyword!r}, why={self.why!r}, callee={self.callee!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(private_attributes={self.private_attributes!r}, ignored_names={self.ignored_names!r}, ignored_types={self.ignored_types!r}, private_candidates={self.private_candidates!r}, field_candidates={self.field_candidates!r}, base_field_names={self.base_field_names!r}, model_config_assigned={self.model_config_assigned!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(property_name={self.property_name!r}, field_name={self.field_name!r}, alias={self.alias!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(ref={self.ref!r}, location={self.location!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(reference_counts={self.reference_counts!r}, enabled={self.enabled!r}, initialized={self.initialized!r}, mutated={self.mutated!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(reference_path={self.reference_path!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(reuse_snapshot={self.reuse_snapshot!r}, inline_variants={self.inline_variants!r}, unions={self.unions!r}, first_tags={self.first_tags!r}, union_written={self.union_written!r}, reused_tag_fields={self.reused_tag_fields!r}, deferred_msgspec={self.deferred_msgspec!r}, defers_related={self.defers_related!r}, struct_tags={self.struct_tags!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(role={self.role!r}, is_any={self.is_any!r}, null={self.null!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(root={self.root!r}, inner={self.inner!r}, holders={self.holders!r}, facts={self.facts!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(row={self.row!r}, nullable={self.nullable!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(row={self.row!r}, source={self.source!r}, union_tags={self.union_tags!r}, memo={self.memo!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(row={self.row!r}, written={self.written!r}, required={self.required!r}, strips_none={self.strips_none!r}, annotated={self.annotated!r}, class_var={self.class_var!r}, init_excluded={self.init_excluded!r}, visibility={self.visibility!r}, keeps_stripped_place={self.keeps_stripped_place!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rule={self.rule!r}, admits_null={self.admits_null!r}, required={self.required!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rule={self.rule!r}, default={self.default!r}, writes_default={self.writes_default!r}, required={self.required!r}, not_null={self.not_null!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rule={self.rule!r}, members={self.members!r}, nullable={self.nullable!r}, preserve_order={self.preserve_order!r}, one_member_is_type={self.one_member_is_type!r}, spread={self.spread!r}, null_moved={self.null_moved!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(schema={self.schema!r}, from_item_schema={self.from_item_schema!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(schema={self.schema!r}, from_item_schema={self.from_item_schema!r}, location={self.location!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(schema={self.schema!r}, parent={self.parent!r}, constrained={self.constrained!r}, preserve_root_model={self.preserve_root_model!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(shared_parent_wrappers={self.shared_parent_wrappers!r}, renames_colliding_types={self.renames_colliding_types!r}, same_module={self.same_module!r}, renamed_apart={self.renamed_apart!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(shown={self.shown!r}, collecting={self.collecting!r}, names={self.names!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(site={self.site!r}, models={self.models!r}, keys_by_path={self.keys_by_path!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(site={self.site!r}, names={self.names!r}, status={self.status!r}, msgspec={self.msgspec!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(site_models={self.site_models!r}, typed_map_values={self.typed_map_values!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(size={self.size!r}, minimum={self.minimum!r}, median={self.median!r}, maximum={self.maximum!r}, mean={self.mean!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(snapshot={self.snapshot!r}, nodes={self.nodes!r}, edges={self.edges!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(sorted_data_models={self.sorted_data_models!r}, module_split_mode={self.module_split_mode!r}, all_exports_scope={self.all_exports_scope!r}, module_models={self.module_models!r}, model_to_module_models={self.model_to_module_models!r}, model_path_to_module_name={self.model_path_to_module_name!r}, internal_modules={self.internal_modules!r}, forwarder_map={self.forwarder_map!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(source={self.source!r}, keyword={self.keyword!r}, document={self.document!r}, ref={self.ref!r}, spelling={self.spelling!r}, home={self.home!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(spec={self.spec!r}, writer={self.writer!r}, run={self.run!r}, when={self.when!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(strict={self.strict!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(strict_nullable={self.strict_nullable!r}, use_missing_sentinel={self.use_missing_sentinel!r}, force_optional={self.force_optional!r}, nullable_as_type_list={self.nullable_as_type_list!r}, type_excludes_member_null={self.type_excludes_member_null!r}, read_nullable_beside_type_list={self.read_nullable_beside_type_list!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(strip_whitespace={self.strip_whitespace!r}, to_upper={self.to_upper!r}, to_lower={self.to_lower!r}, strict={self.strict!r}, min_length={self.min_length!r}, max_length={self.max_length!r}, pattern={self.pattern!r}, ascii_only={self.ascii_only!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(tag={self.tag!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(target_python_version={self.target_python_version!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(text={self.text!r}, declared_factory={self.declared_factory!r}, default={self.default!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(text={self.text!r}, factory={self.factory!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(title={self.title!r}, script={self.script!r}, intro={self.intro!r}, columns={self.columns!r}, cells={self.cells!r}, details={self.details!r}, table_notes={self.table_notes!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(top_level_alternation={self.top_level_alternation!r}, global_flags={self.global_flags!r}, group_names={self.group_names!r}, read_alike={self.read_alike!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type_has_null={self.type_has_null!r}, type_null={self.type_null!r}, type_list={self.type_list!r}, type_lists_null={self.type_lists_null!r}, type_lists_object={self.type_lists_object!r}, typed={self.typed!r}, type_string={self.type_string!r}, member_null={self.member_null!r}, nullable={self.nullable!r}, copied_nullable={self.copied_nullable!r}, enum_null={self.enum_null!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type_keywords={self.type_keywords!r}, number_value_types={self.number_value_types!r}, target_number_keywords={self.target_number_keywords!r}, annotation_unions_take={self.annotation_unions_take!r}, fixed_tuples_take_length={self.fixed_tuples_take_length!r}, literals_take={self.literals_take!r}, zero_bound_classes={self.zero_bound_classes!r}, writes_constrained_types={self.writes_constrained_types!r}, int_values={self.int_values!r}, drops_non_finite_bounds={self.drops_non_finite_bounds!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type_override_model_names={self.type_override_model_names!r}, base_stand_in_keys={self.base_stand_in_keys!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type_ref={self.type_ref!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(tz={self.tz!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(union={self.union!r}, optional={self.optional!r}, annotated={self.annotated!r}, any_={self.any_!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(unit={self.unit!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(used_names={self.used_names!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(uuid_version={self.uuid_version!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(validators={self.validators!r}, field_validators={self.field_validators!r}, root_validators={self.root_validators!r}, field_serializers={self.field_serializers!r}, model_serializers={self.model_serializers!r}, model_validators={self.model_validators!r}, computed_fields={self.computed_fields!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(value={self.value!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(value={self.value!r}, always_lambda={self.always_lambda!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(value={self.value!r}, missing_sentinel={self.missing_sentinel!r}, why={self.why!r}, items={self.items!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(value={self.value!r}, rule={self.rule!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(values={self.values!r}, rule={self.rule!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(variant={self.variant!r}, property_name={self.property_name!r}, kept={self.kept!r}, owner={self.owner!r}, others={self.others!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(variant_takes_tag={self.variant_takes_tag!r}, writes_argument={self.writes_argument!r}, struct_tags={self.struct_tags!r}, bool_tags={self.bool_tags!r}, literal_holds_members={self.literal_holds_members!r}, flattens_layouts={self.flattens_layouts!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(warnings={self.warnings!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(wrapped={self.wrapped!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(wrapped={self.wrapped!r}, decorator_info={self.decorator_info!r}, shim={self.shim!r})"\n return __repr__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(wrapped_property={self.wrapped_property!r}, return_type={self.return_type!r}, alias={self.alias!r}, alias_priority={self.alias_priority!r}, exclude_if={self.exclude_if!r}, title={self.title!r}, field_title_generator={self.field_title_generator!r}, description={self.description!r}, deprecated={self.deprecated!r}, examples={self.examples!r}, json_schema_extra={self.json_schema_extra!r}, repr={self.repr!r})"\n return __repr__',
    'def __create_fn__(MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self)->_return_type:\n  pass\n return __init__',
    'def __create_fn__(_type_alias, _type_validation_alias, _type_serialization_alias, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_alias, _dflt_validation_alias, _dflt_serialization_alias, _return_type):\n def __init__(self,alias:_type_alias=_dflt_alias,validation_alias:_type_validation_alias=_dflt_validation_alias,serialization_alias:_type_serialization_alias=_dflt_serialization_alias)->_return_type:\n  self.alias=alias\n  self.validation_alias=validation_alias\n  self.serialization_alias=serialization_alias\n return __init__',
    'def __create_fn__(_type_allow_inf_nan, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_allow_inf_nan, _return_type):\n def __init__(self,allow_inf_nan:_type_allow_inf_nan=_dflt_allow_inf_nan)->_return_type:\n  self.allow_inf_nan=allow_inf_nan\n return __init__',
    'def __create_fn__(_type_annotation, _type_complete, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,*,annotation:_type_annotation,complete:_type_complete)->_return_type:\n  self.annotation=annotation\n  self.complete=complete\n return __init__',
    'def __create_fn__(_type_annotation_form, _type_call, _type_default, _type_has_default_factory_in_field, _type_omitted, _type_symbol_imports, _type_why, _type_annotated_call, _type_bare_default, _type_qualifiers, _type_written_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_annotated_call, _dflt_bare_default, _dflt_qualifiers, _dflt_written_type, _return_type):\n def __init__(self,annotation_form:_type_annotation_form,call:_type_call,default:_type_default,has_default_factory_in_field:_type_has_default_factory_in_field,omitted:_type_omitted,symbol_imports:_type_symbol_imports,why:_type_why,annotated_call:_type_annotated_call=_dflt_annotated_call,bare_default:_type_bare_default=_dflt_bare_default,qualifiers:_type_qualifiers=_dflt_qualifiers,written_type:_type_written_type=_dflt_written_type)->_return_type:\n  self.annotation_form=annotation_form\n  self.call=call\n  self.default=default\n  self.has_default_factory_in_field=has_default_factory_in_field\n  self.omitted=omitted\n  self.symbol_imports=symbol_imports\n  self.why=why\n  self.annotated_call=annotated_call\n  self.bare_default=bare_default\n  self.qualifiers=qualifiers\n  self.written_type=written_type\n return __init__',
    'def __create_fn__(_type_any, _type_default, _type_factory, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,any:_type_any,default:_type_default,factory:_type_factory)->_return_type:\n  self.any=any\n  self.default=default\n  self.factory=factory\n return __init__',
    'def __create_fn__(_type_args, _type_suppress_parse_warnings, _type_default_build_code_formatter, _type_result_type, _type_config, _type_sorted_data_models, _type_model_identities, _type_module_models, _type_internal_modules, _type_forwarder_map, _type_model_to_module_models, _type_model_path_to_module_name, _type_module_results, _type_unused_models, _type_module_to_import, _type_contexts, _type_decisions, _type_output, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_model_identities, _dflt_module_results, _dflt_unused_models, _dflt_module_to_import, _dflt_contexts, _dflt_decisions, _return_type):\n def __init__(self,args:_type_args,suppress_parse_warnings:_type_suppress_parse_warnings,default_build_code_formatter:_type_default_build_code_formatter,result_type:_type_result_type,model_identities:_type_model_identities=_dflt_model_identities,module_results:_type_module_results=_HAS_DEFAULT_FACTORY,unused_models:_type_unused_models=_HAS_DEFAULT_FACTORY,module_to_import:_type_module_to_import=_HAS_DEFAULT_FACTORY,contexts:_type_contexts=_HAS_DEFAULT_FACTORY,decisions:_type_decisions=_dflt_decisions)->_return_type:\n  self.args=args\n  self.suppress_parse_warnings=suppress_parse_warnings\n  self.default_build_code_formatter=default_build_code_formatter\n  self.result_type=result_type\n  self.model_identities=model_identities\n  self.module_results=_dflt_module_results() if module_results is _HAS_DEFAULT_FACTORY else module_results\n  self.unused_models=_dflt_unused_models() if unused_models is _HAS_DEFAULT_FACTORY else unused_models\n  self.module_to_import=_dflt_module_to_import() if module_to_import is _HAS_DEFAULT_FACTORY else module_to_import\n  self.contexts=_dflt_contexts() if contexts is _HAS_DEFAULT_FACTORY else contexts\n  self.decisions=decisions\n return __init__',
    'def __create_fn__(_type_assigned, _type_construction_assigned, _type_binds_class_attribute, _type_constructor_default, _type_participates_in_constructor, _type_rule, _type_place_assigned, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,assigned:_type_assigned,construction_assigned:_type_construction_assigned,binds_class_attribute:_type_binds_class_attribute,constructor_default:_type_constructor_default,participates_in_constructor:_type_participates_in_constructor,rule:_type_rule,place_assigned:_type_place_assigned)->_return_type:\n  self.assigned=assigned\n  self.construction_assigned=construction_assigned\n  self.binds_class_attribute=binds_class_attribute\n  self.constructor_default=constructor_default\n  self.participates_in_constructor=participates_in_constructor\n  self.rule=rule\n  self.place_assigned=place_assigned\n return __init__',
    'def __create_fn__(_type_base, _type_subclasses_value_type, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,base:_type_base,subclasses_value_type:_type_subclasses_value_type,rule:_type_rule)->_return_type:\n  self.base=base\n  self.subclasses_value_type=subclasses_value_type\n  self.rule=rule\n return __init__',
    "def __create_fn__(_type_base_path, _type_encoding, _type_directory_input_filter, _type_remote_text_cache, _type_allow_remote_refs, _type_strict_refs, _type_allow_private_network, _type_http_backend, _type_http_headers, _type_http_local_ref_path, _type_http_ignore_tls, _type_http_query_parameters, _type_http_timeout, _type_external_ref_mapping, _type_remote_response_observer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_base_path, _dflt_encoding, _dflt_directory_input_filter, _dflt_remote_text_cache, _dflt_allow_remote_refs, _dflt_strict_refs, _dflt_allow_private_network, _dflt_http_backend, _dflt_http_headers, _dflt_http_local_ref_path, _dflt_http_ignore_tls, _dflt_http_query_parameters, _dflt_http_timeout, _dflt_external_ref_mapping, _dflt_remote_response_observer, _return_type):\n def __init__(self,base_path:_type_base_path=_dflt_base_path,encoding:_type_encoding=_dflt_encoding,directory_input_filter:_type_directory_input_filter=_dflt_directory_input_filter,remote_text_cache:_type_remote_text_cache=_dflt_remote_text_cache,allow_remote_refs:_type_allow_remote_refs=_dflt_allow_remote_refs,strict_refs:_type_strict_refs=_dflt_strict_refs,allow_private_network:_type_allow_private_network=_dflt_allow_private_network,http_backend:_type_http_backend=_dflt_http_backend,http_headers:_type_http_headers=_dflt_http_headers,http_local_ref_path:_type_http_local_ref_path=_dflt_http_local_ref_path,http_ignore_tls:_type_http_ignore_tls=_dflt_http_ignore_tls,http_query_parameters:_type_http_query_parameters=_dflt_http_query_parameters,http_timeout:_type_http_timeout=_dflt_http_timeout,external_ref_mapping:_type_external_ref_mapping=_dflt_external_ref_mapping,remote_response_observer:_type_remote_response_observer=_dflt_remote_response_observer)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'base_path',base_path)\n  __dataclass_builtins_object__.__setattr__(self,'encoding',encoding)\n  __dataclass_builtins_object__.__setattr__(self,'directory_input_filter',directory_input_filter)\n  __dataclass_builtins_object__.__setattr__(self,'remote_text_cache',remote_text_cache)\n  __dataclass_builtins_object__.__setattr__(self,'allow_remote_refs',allow_remote_refs)\n  __dataclass_builtins_object__.__setattr__(self,'strict_refs',strict_refs)\n  __dataclass_builtins_object__.__setattr__(self,'allow_private_network',allow_private_network)\n  __dataclass_builtins_object__.__setattr__(self,'http_backend',http_backend)\n  __dataclass_builtins_object__.__setattr__(self,'http_headers',http_headers)\n  __dataclass_builtins_object__.__setattr__(self,'http_local_ref_path',http_local_ref_path)\n  __dataclass_builtins_object__.__setattr__(self,'http_ignore_tls',http_ignore_tls)\n  __dataclass_builtins_object__.__setattr__(self,'http_query_parameters',http_query_parameters)\n  __dataclass_builtins_object__.__setattr__(self,'http_timeout',http_timeout)\n  __dataclass_builtins_object__.__setattr__(self,'external_ref_mapping',external_ref_mapping)\n  __dataclass_builtins_object__.__setattr__(self,'remote_response_observer',remote_response_observer)\n return __init__",
    'def __create_fn__(_type_changed_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,changed_models:_type_changed_models)->_return_type:\n  self.changed_models=changed_models\n return __init__',
    'def __create_fn__(_type_child, _type_objects, _type_root, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,child:_type_child,objects:_type_objects,root:_type_root)->_return_type:\n  self.child=child\n  self.objects=objects\n  self.root=root\n return __init__',
    'def __create_fn__(_type_choices, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,choices:_type_choices)->_return_type:\n  self.choices=choices\n return __init__',
    "def __create_fn__(_type_class_names, _type_field_scopes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_class_names, _dflt_field_scopes, _return_type):\n def __init__(self,class_names:_type_class_names=_dflt_class_names,field_scopes:_type_field_scopes=_dflt_field_scopes)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'class_names',class_names)\n  __dataclass_builtins_object__.__setattr__(self,'field_scopes',field_scopes)\n return __init__",
    'def __create_fn__(_type_cls_ref, _type_cls_var_name, _type_func, _type_shim, _type_info, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,cls_ref:_type_cls_ref,cls_var_name:_type_cls_var_name,func:_type_func,shim:_type_shim,info:_type_info)->_return_type:\n  self.cls_ref=cls_ref\n  self.cls_var_name=cls_var_name\n  self.func=func\n  self.shim=shim\n  self.info=info\n return __init__',
    'def __create_fn__(_type_code, _type_node, _type_base, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_node, _dflt_base, _return_type):\n def __init__(self,code:_type_code=_dflt_code,node:_type_node=_dflt_node,base:_type_base=_dflt_base)->_return_type:\n  self.code=code\n  self.node=node\n  self.base=base\n return __init__',
    'def __create_fn__(_type_condition, _type_then_groups, _type_else_groups, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,condition:_type_condition,then_groups:_type_then_groups,else_groups:_type_else_groups)->_return_type:\n  self.condition=condition\n  self.then_groups=then_groups\n  self.else_groups=else_groups\n return __init__',
    'def __create_fn__(_type_config_field, _type_auto, _type_detect, _type_features, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,config_field:_type_config_field,auto:_type_auto,detect:_type_detect,features:_type_features)->_return_type:\n  self.config_field=config_field\n  self.auto=auto\n  self.detect=detect\n  self.features=features\n return __init__',
    'def __create_fn__(_type_const, _type_location, _type_as_member, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,const:_type_const,location:_type_location,as_member:_type_as_member)->_return_type:\n  self.const=const\n  self.location=location\n  self.as_member=as_member\n return __init__',
    'def __create_fn__(_type_constraints, _type_untaken, _type_dropped_counts, _type_records, _type_type_list_unique, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type_list_unique, _return_type):\n def __init__(self,constraints:_type_constraints,untaken:_type_untaken,dropped_counts:_type_dropped_counts,records:_type_records,type_list_unique:_type_type_list_unique=_dflt_type_list_unique)->_return_type:\n  self.constraints=constraints\n  self.untaken=untaken\n  self.dropped_counts=dropped_counts\n  self.records=records\n  self.type_list_unique=type_list_unique\n return __init__',
    'def __create_fn__(_type_construct, _type_library, _type_minimum, _type_unset_target, _type_form, _type_backport, _type_label, _type_config_key, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unset_target, _dflt_form, _dflt_backport, _dflt_label, _dflt_config_key, _return_type):\n def __init__(self,construct:_type_construct,library:_type_library,minimum:_type_minimum,unset_target:_type_unset_target=_dflt_unset_target,form:_type_form=_dflt_form,backport:_type_backport=_dflt_backport,label:_type_label=_dflt_label,config_key:_type_config_key=_dflt_config_key)->_return_type:\n  self.construct=construct\n  self.library=library\n  self.minimum=minimum\n  self.unset_target=unset_target\n  self.form=form\n  self.backport=backport\n  self.label=label\n  self.config_key=config_key\n return __init__',
    'def __create_fn__(_type_container, _type_opaque, _type_python_type, _type_literals, _type_builtin_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,container:_type_container,opaque:_type_opaque,python_type:_type_python_type,literals:_type_literals,builtin_name:_type_builtin_name)->_return_type:\n  self.container=container\n  self.opaque=opaque\n  self.python_type=python_type\n  self.literals=literals\n  self.builtin_name=builtin_name\n return __init__',
    'def __create_fn__(_type_contexts, _type_internal_modules, _type_model_path_to_module_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,contexts:_type_contexts,internal_modules:_type_internal_modules,model_path_to_module_name:_type_model_path_to_module_name)->_return_type:\n  self.contexts=contexts\n  self.internal_modules=internal_modules\n  self.model_path_to_module_name=model_path_to_module_name\n return __init__',
    'def __create_fn__(_type_contexts, _type_unused_models, _type_model_to_module_models, _type_module_to_import, _type_forwarder_modules, _type_with_import, _type_config, _type_internal_modules, _type_model_path_to_module_name, _type_all_models, _type_model_imports, _type_renamed_models, _type_additional_properties_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_renamed_models, _dflt_additional_properties_models, _return_type):\n def __init__(self,contexts:_type_contexts,unused_models:_type_unused_models,model_to_module_models:_type_model_to_module_models,module_to_import:_type_module_to_import,forwarder_modules:_type_forwarder_modules,with_import:_type_with_import,config:_type_config,internal_modules:_type_internal_modules,model_path_to_module_name:_type_model_path_to_module_name,renamed_models:_type_renamed_models=_dflt_renamed_models,additional_properties_models:_type_additional_properties_models=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.contexts=contexts\n  self.unused_models=unused_models\n  self.model_to_module_models=model_to_module_models\n  self.module_to_import=module_to_import\n  self.forwarder_modules=forwarder_modules\n  self.with_import=with_import\n  self.config=config\n  self.internal_modules=internal_modules\n  self.model_path_to_module_name=model_path_to_module_name\n  self.renamed_models=renamed_models\n  self.additional_properties_models=_dflt_additional_properties_models() if additional_properties_models is _HAS_DEFAULT_FACTORY else additional_properties_models\n return __init__',
    "def __create_fn__(_type_count, _type_example, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,count:_type_count,example:_type_example)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'count',count)\n  __dataclass_builtins_object__.__setattr__(self,'example',example)\n return __init__",
    'def __create_fn__(_type_counts, _type_aliases, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,counts:_type_counts,aliases:_type_aliases)->_return_type:\n  self.counts=counts\n  self.aliases=aliases\n return __init__',
    'def __create_fn__(_type_data, _type_forced, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,data:_type_data,forced:_type_forced,text:_type_text)->_return_type:\n  self.data=data\n  self.forced=forced\n  self.text=text\n return __init__',
    'def __create_fn__(_type_data, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,data:_type_data,text:_type_text)->_return_type:\n  self.data=data\n  self.text=text\n return __init__',
    'def __create_fn__(_type_data_type, _type_source, _type_builds_by_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,data_type:_type_data_type,source:_type_source,builds_by_name:_type_builds_by_name)->_return_type:\n  self.data_type=data_type\n  self.source=source\n  self.builds_by_name=builds_by_name\n return __init__',
    'def __create_fn__(_type_decision, _type_tags, _type_tag_field, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,decision:_type_decision,tags:_type_tags,tag_field:_type_tag_field)->_return_type:\n  self.decision=decision\n  self.tags=tags\n  self.tag_field=tag_field\n return __init__',
    'def __create_fn__(_type_declared_properties, _type_pattern_properties, _type_rejected_patterns, _type_additional_property_type, _type_allow_unmatched, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rejected_patterns, _dflt_additional_property_type, _dflt_allow_unmatched, _return_type):\n def __init__(self,declared_properties:_type_declared_properties,pattern_properties:_type_pattern_properties,rejected_patterns:_type_rejected_patterns=_dflt_rejected_patterns,additional_property_type:_type_additional_property_type=_dflt_additional_property_type,allow_unmatched:_type_allow_unmatched=_dflt_allow_unmatched)->_return_type:\n  self.declared_properties=declared_properties\n  self.pattern_properties=pattern_properties\n  self.rejected_patterns=rejected_patterns\n  self.additional_property_type=additional_property_type\n  self.allow_unmatched=allow_unmatched\n return __init__',
    'def __create_fn__(_type_defs_remapping, _type_json_remapping, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,defs_remapping:_type_defs_remapping,json_remapping:_type_json_remapping)->_return_type:\n  self.defs_remapping=defs_remapping\n  self.json_remapping=json_remapping\n return __init__',
    'def __create_fn__(_type_diagnostic_source_path, _type_prefetched_source, _type_formatter_cwd, _type_preserve_circular_root_models, _type_suppress_parse_warnings, _type_untyped_nullable_maps, _type_yielding_names, _type_document_roles, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_diagnostic_source_path, _dflt_prefetched_source, _dflt_formatter_cwd, _dflt_preserve_circular_root_models, _dflt_suppress_parse_warnings, _dflt_untyped_nullable_maps, _dflt_yielding_names, _dflt_document_roles, _return_type):\n def __init__(self,diagnostic_source_path:_type_diagnostic_source_path=_dflt_diagnostic_source_path,prefetched_source:_type_prefetched_source=_dflt_prefetched_source,formatter_cwd:_type_formatter_cwd=_dflt_formatter_cwd,preserve_circular_root_models:_type_preserve_circular_root_models=_dflt_preserve_circular_root_models,suppress_parse_warnings:_type_suppress_parse_warnings=_dflt_suppress_parse_warnings,untyped_nullable_maps:_type_untyped_nullable_maps=_dflt_untyped_nullable_maps,yielding_names:_type_yielding_names=_dflt_yielding_names,document_roles:_type_document_roles=_dflt_document_roles)->_return_type:\n  self.diagnostic_source_path=diagnostic_source_path\n  self.prefetched_source=prefetched_source\n  self.formatter_cwd=formatter_cwd\n  self.preserve_circular_root_models=preserve_circular_root_models\n  self.suppress_parse_warnings=suppress_parse_warnings\n  self.untyped_nullable_maps=untyped_nullable_maps\n  self.yielding_names=yielding_names\n  self.document_roles=document_roles\n return __init__',
    "def __create_fn__(_type_discriminator, _type_custom_error_type, _type_custom_error_message, _type_custom_error_context, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_custom_error_type, _dflt_custom_error_message, _dflt_custom_error_context, _return_type):\n def __init__(self,discriminator:_type_discriminator,custom_error_type:_type_custom_error_type=_dflt_custom_error_type,custom_error_message:_type_custom_error_message=_dflt_custom_error_message,custom_error_context:_type_custom_error_context=_dflt_custom_error_context)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'discriminator',discriminator)\n  __dataclass_builtins_object__.__setattr__(self,'custom_error_type',custom_error_type)\n  __dataclass_builtins_object__.__setattr__(self,'custom_error_message',custom_error_message)\n  __dataclass_builtins_object__.__setattr__(self,'custom_error_context',custom_error_context)\n return __init__",
    'def __create_fn__(_type_document, _type_root_base, _type_names, _type_defaults, _type_resources, _type_embedded, _type_dynamic_anchors, _type_implicit_resources, _type_embeds_resources, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,document:_type_document,root_base:_type_root_base,names:_type_names,defaults:_type_defaults,resources:_type_resources,embedded:_type_embedded,dynamic_anchors:_type_dynamic_anchors,implicit_resources:_type_implicit_resources,embeds_resources:_type_embeds_resources)->_return_type:\n  self.document=document\n  self.root_base=root_base\n  self.names=names\n  self.defaults=defaults\n  self.resources=resources\n  self.embedded=embedded\n  self.dynamic_anchors=dynamic_anchors\n  self.implicit_resources=implicit_resources\n  self.embeds_resources=embeds_resources\n return __init__',
    'def __create_fn__(_type_document, _type_tokens, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,document:_type_document,tokens:_type_tokens)->_return_type:\n  self.document=document\n  self.tokens=tokens\n return __init__',
    'def __create_fn__(_type_edges, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,edges:_type_edges)->_return_type:\n  self.edges=edges\n return __init__',
    'def __create_fn__(_type_encoder, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,encoder:_type_encoder)->_return_type:\n  self.encoder=encoder\n return __init__',
    'def __create_fn__(_type_enter_phase, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,enter_phase:_type_enter_phase)->_return_type:\n  self.enter_phase=enter_phase\n return __init__',
    'def __create_fn__(_type_entries, _type_default, _type_typed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_typed, _return_type):\n def __init__(self,entries:_type_entries,default:_type_default,typed:_type_typed=_dflt_typed)->_return_type:\n  self.entries=entries\n  self.default=default\n  self.typed=typed\n return __init__',
    'def __create_fn__(_type_facts, _type_model_ids_by_object, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,facts:_type_facts,model_ids_by_object:_type_model_ids_by_object)->_return_type:\n  self.facts=facts\n  self.model_ids_by_object=model_ids_by_object\n return __init__',
    'def __create_fn__(_type_facts, _type_model_ids_by_object, _type_next_model_id, _type_next_data_type_id, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,facts:_type_facts,model_ids_by_object:_type_model_ids_by_object,next_model_id:_type_next_model_id,next_data_type_id:_type_next_data_type_id)->_return_type:\n  self.facts=facts\n  self.model_ids_by_object=model_ids_by_object\n  self.next_model_id=next_model_id\n  self.next_data_type_id=next_data_type_id\n return __init__',
    'def __create_fn__(_type_fail_fast, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_fail_fast, _return_type):\n def __init__(self,fail_fast:_type_fail_fast=_dflt_fail_fast)->_return_type:\n  self.fail_fast=fail_fast\n return __init__',
    'def __create_fn__(_type_field, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,field:_type_field)->_return_type:\n  self.field=field\n return __init__',
    'def __create_fn__(_type_field, _type_first_tag, _type_enum_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,field:_type_field,first_tag:_type_first_tag,enum_source:_type_enum_source)->_return_type:\n  self.field=field\n  self.first_tag=first_tag\n  self.enum_source=enum_source\n return __init__',
    'def __create_fn__(_type_field, _type_form, _type_tag, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,field:_type_field,form:_type_form,tag:_type_tag)->_return_type:\n  self.field=field\n  self.form=form\n  self.tag=tag\n return __init__',
    'def __create_fn__(_type_field, _type_source, _type_revision, _type_parent, _type_own, _type_references, _type_reads, _type_value, _type_verified, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,field:_type_field,source:_type_source,revision:_type_revision,parent:_type_parent,own:_type_own,references:_type_references,reads:_type_reads,value:_type_value,verified:_type_verified)->_return_type:\n  self.field=field\n  self.source=source\n  self.revision=revision\n  self.parent=parent\n  self.own=own\n  self.references=references\n  self.reads=reads\n  self.value=value\n  self.verified=verified\n return __init__',
    'def __create_fn__(_type_fields, _type_mode, _type_check_fields, _type_json_schema_input_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,fields:_type_fields,mode:_type_mode,check_fields:_type_check_fields,json_schema_input_type:_type_json_schema_input_type)->_return_type:\n  self.fields=fields\n  self.mode=mode\n  self.check_fields=check_fields\n  self.json_schema_input_type=json_schema_input_type\n return __init__',
    'def __create_fn__(_type_fields, _type_mode, _type_each_item, _type_always, _type_check_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,fields:_type_fields,mode:_type_mode,each_item:_type_each_item,always:_type_always,check_fields:_type_check_fields)->_return_type:\n  self.fields=fields\n  self.mode=mode\n  self.each_item=each_item\n  self.always=always\n  self.check_fields=check_fields\n return __init__',
    'def __create_fn__(_type_fields, _type_mode, _type_return_type, _type_when_used, _type_check_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,fields:_type_fields,mode:_type_mode,return_type:_type_return_type,when_used:_type_when_used,check_fields:_type_check_fields)->_return_type:\n  self.fields=fields\n  self.mode=mode\n  self.return_type=return_type\n  self.when_used=when_used\n  self.check_fields=check_fields\n return __init__',
    "def __create_fn__(_type_files, _type_output_directory, _type_headers, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,files:_type_files,output_directory:_type_output_directory,headers:_type_headers)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'files',files)\n  __dataclass_builtins_object__.__setattr__(self,'output_directory',output_directory)\n  __dataclass_builtins_object__.__setattr__(self,'headers',headers)\n return __init__",
    'def __create_fn__(_type_filter_forward_references, _type_generated_formatter_safe, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_filter_forward_references, _dflt_generated_formatter_safe, _return_type):\n def __init__(self,filter_forward_references:_type_filter_forward_references=_dflt_filter_forward_references,generated_formatter_safe:_type_generated_formatter_safe=_dflt_generated_formatter_safe)->_return_type:\n  self.filter_forward_references=filter_forward_references\n  self.generated_formatter_safe=generated_formatter_safe\n return __init__',
    'def __create_fn__(_type_frozen, _type_builtin_hash, _type_custom_base_class, _type_user_class_code, _type_custom_template_dir, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_frozen, _dflt_builtin_hash, _dflt_custom_base_class, _dflt_user_class_code, _dflt_custom_template_dir, _return_type):\n def __init__(self,frozen:_type_frozen=_dflt_frozen,builtin_hash:_type_builtin_hash=_dflt_builtin_hash,custom_base_class:_type_custom_base_class=_dflt_custom_base_class,user_class_code:_type_user_class_code=_dflt_user_class_code,custom_template_dir:_type_custom_template_dir=_dflt_custom_template_dir)->_return_type:\n  self.frozen=frozen\n  self.builtin_hash=builtin_hash\n  self.custom_base_class=custom_base_class\n  self.user_class_code=user_class_code\n  self.custom_template_dir=custom_template_dir\n return __init__',
    'def __create_fn__(_type_full_path, _type_from_, _type_import_, _type_written_from, _type_beside_shared_import, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_beside_shared_import, _return_type):\n def __init__(self,full_path:_type_full_path,from_:_type_from_,import_:_type_import_,written_from:_type_written_from,beside_shared_import:_type_beside_shared_import=_dflt_beside_shared_import)->_return_type:\n  self.full_path=full_path\n  self.from_=from_\n  self.import_=import_\n  self.written_from=written_from\n  self.beside_shared_import=beside_shared_import\n return __init__',
    "def __create_fn__(_type_func, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,func:_type_func)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'func',func)\n return __init__",
    'def __create_fn__(_type_func, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,func:_type_func)->_return_type:\n  self.func=func\n return __init__',
    "def __create_fn__(_type_func, _type_json_schema_input_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_json_schema_input_type, _return_type):\n def __init__(self,func:_type_func,json_schema_input_type:_type_json_schema_input_type=_dflt_json_schema_input_type)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'func',func)\n  __dataclass_builtins_object__.__setattr__(self,'json_schema_input_type',json_schema_input_type)\n return __init__",
    "def __create_fn__(_type_func, _type_return_type, _type_when_used, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_return_type, _dflt_when_used, _return_type):\n def __init__(self,func:_type_func,return_type:_type_return_type=_dflt_return_type,when_used:_type_when_used=_dflt_when_used)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'func',func)\n  __dataclass_builtins_object__.__setattr__(self,'return_type',return_type)\n  __dataclass_builtins_object__.__setattr__(self,'when_used',when_used)\n return __init__",
    "def __create_fn__(_type_ge, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,ge:_type_ge)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'ge',ge)\n return __init__",
    "def __create_fn__(_type_generation, _type_module_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,generation:_type_generation,module_names:_type_module_names)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'generation',generation)\n  __dataclass_builtins_object__.__setattr__(self,'module_names',module_names)\n return __init__",
    'def __create_fn__(_type_get_pydantic_core_schema, _type_get_pydantic_json_schema, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_get_pydantic_core_schema, _dflt_get_pydantic_json_schema, _return_type):\n def __init__(self,get_pydantic_core_schema:_type_get_pydantic_core_schema=_dflt_get_pydantic_core_schema,get_pydantic_json_schema:_type_get_pydantic_json_schema=_dflt_get_pydantic_json_schema)->_return_type:\n  self.get_pydantic_core_schema=get_pydantic_core_schema\n  self.get_pydantic_json_schema=get_pydantic_json_schema\n return __init__',
    "def __create_fn__(_type_gt, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,gt:_type_gt)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'gt',gt)\n return __init__",
    "def __create_fn__(_type_gt, _type_ge, _type_lt, _type_le, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_gt, _dflt_ge, _dflt_lt, _dflt_le, _return_type):\n def __init__(self,*,gt:_type_gt=_dflt_gt,ge:_type_ge=_dflt_ge,lt:_type_lt=_dflt_lt,le:_type_le=_dflt_le)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'gt',gt)\n  __dataclass_builtins_object__.__setattr__(self,'ge',ge)\n  __dataclass_builtins_object__.__setattr__(self,'lt',lt)\n  __dataclass_builtins_object__.__setattr__(self,'le',le)\n return __init__",
    'def __create_fn__(_type_has_root_field, _type_circular, _type_runtime_object_validation, _type_needs_model_regex_engine, _type_field_constraints, _type_constrains_through_root_types, _type_constrained_root_field, _type_constrained_root, _type_root_type_is_map, _type_root_type_names_model, _type_names_inner_models, _type_holder_has_container, _type_list_item, _type_collapses_list_items, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_has_root_field, _dflt_circular, _dflt_runtime_object_validation, _dflt_needs_model_regex_engine, _dflt_field_constraints, _dflt_constrains_through_root_types, _dflt_constrained_root_field, _dflt_constrained_root, _dflt_root_type_is_map, _dflt_root_type_names_model, _dflt_names_inner_models, _dflt_holder_has_container, _dflt_list_item, _dflt_collapses_list_items, _return_type):\n def __init__(self,has_root_field:_type_has_root_field=_dflt_has_root_field,circular:_type_circular=_dflt_circular,runtime_object_validation:_type_runtime_object_validation=_dflt_runtime_object_validation,needs_model_regex_engine:_type_needs_model_regex_engine=_dflt_needs_model_regex_engine,field_constraints:_type_field_constraints=_dflt_field_constraints,constrains_through_root_types:_type_constrains_through_root_types=_dflt_constrains_through_root_types,constrained_root_field:_type_constrained_root_field=_dflt_constrained_root_field,constrained_root:_type_constrained_root=_dflt_constrained_root,root_type_is_map:_type_root_type_is_map=_dflt_root_type_is_map,root_type_names_model:_type_root_type_names_model=_dflt_root_type_names_model,names_inner_models:_type_names_inner_models=_dflt_names_inner_models,holder_has_container:_type_holder_has_container=_dflt_holder_has_container,list_item:_type_list_item=_dflt_list_item,collapses_list_items:_type_collapses_list_items=_dflt_collapses_list_items)->_return_type:\n  self.has_root_field=has_root_field\n  self.circular=circular\n  self.runtime_object_validation=runtime_object_validation\n  self.needs_model_regex_engine=needs_model_regex_engine\n  self.field_constraints=field_constraints\n  self.constrains_through_root_types=constrains_through_root_types\n  self.constrained_root_field=constrained_root_field\n  self.constrained_root=constrained_root\n  self.root_type_is_map=root_type_is_map\n  self.root_type_names_model=root_type_names_model\n  self.names_inner_models=names_inner_models\n  self.holder_has_container=holder_has_container\n  self.list_item=list_item\n  self.collapses_list_items=collapses_list_items\n return __init__',
    'def __create_fn__(_type_holds_schema, _type_numbers_keep_bounds, _type_consumed_at_property, _type_patterns_beside_literal, _type_keeps_tuple_lengths, _type_counts_beside_models, _type_records_by_option, _type_empty_record, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,holds_schema:_type_holds_schema,numbers_keep_bounds:_type_numbers_keep_bounds,consumed_at_property:_type_consumed_at_property,patterns_beside_literal:_type_patterns_beside_literal,keeps_tuple_lengths:_type_keeps_tuple_lengths,counts_beside_models:_type_counts_beside_models,records_by_option:_type_records_by_option,empty_record:_type_empty_record)->_return_type:\n  self.holds_schema=holds_schema\n  self.numbers_keep_bounds=numbers_keep_bounds\n  self.consumed_at_property=consumed_at_property\n  self.patterns_beside_literal=patterns_beside_literal\n  self.keeps_tuple_lengths=keeps_tuple_lengths\n  self.counts_beside_models=counts_beside_models\n  self.records_by_option=records_by_option\n  self.empty_record=empty_record\n return __init__',
    'def __create_fn__(_type_how, _type_source, _type_via, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _dflt_via, _return_type):\n def __init__(self,how:_type_how,source:_type_source=_dflt_source,via:_type_via=_dflt_via)->_return_type:\n  self.how=how\n  self.source=source\n  self.via=via\n return __init__',
    'def __create_fn__(_type_id, _type_data_type, _type_owner_model, _type_owner_field_index, _type_role, _type_reference, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,id:_type_id,data_type:_type_data_type,owner_model:_type_owner_model,owner_field_index:_type_owner_field_index,role:_type_role,reference:_type_reference)->_return_type:\n  self.id=id\n  self.data_type=data_type\n  self.owner_model=owner_model\n  self.owner_field_index=owner_field_index\n  self.role=role\n  self.reference=reference\n return __init__',
    "def __create_fn__(_type_id, _type_kind, _type_target, _type_message, _type_warning_since, _type_removal_version, _type_replacement, _type_status, _type_warning_category, _type_note, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_replacement, _dflt_status, _dflt_warning_category, _dflt_note, _return_type):\n def __init__(self,id:_type_id,kind:_type_kind,target:_type_target,message:_type_message,warning_since:_type_warning_since,removal_version:_type_removal_version,replacement:_type_replacement=_dflt_replacement,status:_type_status=_dflt_status,warning_category:_type_warning_category=_dflt_warning_category,note:_type_note=_dflt_note)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'target',target)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'warning_since',warning_since)\n  __dataclass_builtins_object__.__setattr__(self,'removal_version',removal_version)\n  __dataclass_builtins_object__.__setattr__(self,'replacement',replacement)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'warning_category',warning_category)\n  __dataclass_builtins_object__.__setattr__(self,'note',note)\n return __init__",
    'def __create_fn__(_type_id, _type_parse_order, _type_model, _type_reference, _type_path, _type_file_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,id:_type_id,parse_order:_type_parse_order,model:_type_model,reference:_type_reference,path:_type_path,file_path:_type_file_path)->_return_type:\n  self.id=id\n  self.parse_order=parse_order\n  self.model=model\n  self.reference=reference\n  self.path=path\n  self.file_path=file_path\n return __init__',
    'def __create_fn__(_type_import_, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,import_:_type_import_)->_return_type:\n  self.import_=import_\n return __init__',
    "def __create_fn__(_type_import_, _type_from_, _type_alias, _type_reference_path, _type_keep_unaliased, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_from_, _dflt_alias, _dflt_reference_path, _dflt_keep_unaliased, _return_type):\n def __init__(self,import_:_type_import_,from_:_type_from_=_dflt_from_,alias:_type_alias=_dflt_alias,reference_path:_type_reference_path=_dflt_reference_path,keep_unaliased:_type_keep_unaliased=_dflt_keep_unaliased)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'import_',import_)\n  __dataclass_builtins_object__.__setattr__(self,'from_',from_)\n  __dataclass_builtins_object__.__setattr__(self,'alias',alias)\n  __dataclass_builtins_object__.__setattr__(self,'reference_path',reference_path)\n  __dataclass_builtins_object__.__setattr__(self,'keep_unaliased',keep_unaliased)\n return __init__",
    'def __create_fn__(_type_imports, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,imports:_type_imports)->_return_type:\n  self.imports=imports\n return __init__',
    'def __create_fn__(_type_internal_module, _type_names, _type_released, _type_released_internal_modules, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_released, _dflt_released_internal_modules, _return_type):\n def __init__(self,internal_module:_type_internal_module,names:_type_names,released:_type_released=_dflt_released,released_internal_modules:_type_released_internal_modules=_dflt_released_internal_modules)->_return_type:\n  self.internal_module=internal_module\n  self.names=names\n  self.released=released\n  self.released_internal_modules=released_internal_modules\n return __init__',
    'def __create_fn__(_type_is_init, _type_model_list, _type_imports, _type_scoped_model_resolver, _type_all_module_fields, _type_config, _type_internal_modules, _type_model_path_to_module_name, _type_require_update_action_models, _type_unused_models, _type_unused_models_start, _type_model_list_before_override_removal, _type_current_unused_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_current_unused_models, _return_type):\n def __init__(self,*,is_init:_type_is_init,model_list:_type_model_list,imports:_type_imports,scoped_model_resolver:_type_scoped_model_resolver,all_module_fields:_type_all_module_fields,config:_type_config,internal_modules:_type_internal_modules,model_path_to_module_name:_type_model_path_to_module_name,require_update_action_models:_type_require_update_action_models,unused_models:_type_unused_models,current_unused_models:_type_current_unused_models=_dflt_current_unused_models)->_return_type:\n  self.is_init=is_init\n  self.model_list=model_list\n  self.imports=imports\n  self.scoped_model_resolver=scoped_model_resolver\n  self.all_module_fields=all_module_fields\n  self.config=config\n  self.internal_modules=internal_modules\n  self.model_path_to_module_name=model_path_to_module_name\n  self.require_update_action_models=require_update_action_models\n  self.unused_models=unused_models\n  self.current_unused_models=current_unused_models\n return __init__',
    'def __create_fn__(_type_json_schema, _type_mode, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_mode, _return_type):\n def __init__(self,json_schema:_type_json_schema,mode:_type_mode=_dflt_mode)->_return_type:\n  self.json_schema=json_schema\n  self.mode=mode\n return __init__',
    'def __create_fn__(_type_kept, _type_takes_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kept:_type_kept,takes_null:_type_takes_null)->_return_type:\n  self.kept=kept\n  self.takes_null=takes_null\n return __init__',
    'def __create_fn__(_type_key, _type_kept, _type_null, _type_strips_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_null, _dflt_strips_null, _return_type):\n def __init__(self,key:_type_key,kept:_type_kept,null:_type_null=_dflt_null,strips_null:_type_strips_null=_dflt_strips_null)->_return_type:\n  self.key=key\n  self.kept=kept\n  self.null=null\n  self.strips_null=strips_null\n return __init__',
    'def __create_fn__(_type_key, _type_owner, _type_field, _type_path, _type_node, _type_target, _type_kind, _type_eager, _type_provenance, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,key:_type_key,owner:_type_owner,field:_type_field,path:_type_path,node:_type_node,target:_type_target,kind:_type_kind,eager:_type_eager,provenance:_type_provenance)->_return_type:\n  self.key=key\n  self.owner=owner\n  self.field=field\n  self.path=path\n  self.node=node\n  self.target=target\n  self.kind=kind\n  self.eager=eager\n  self.provenance=provenance\n return __init__',
    'def __create_fn__(_type_key, _type_spelling, _type_mapping, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_mapping, _return_type):\n def __init__(self,key:_type_key,spelling:_type_spelling,mapping:_type_mapping=_dflt_mapping)->_return_type:\n  self.key=key\n  self.spelling=spelling\n  self.mapping=mapping\n return __init__',
    'def __create_fn__(_type_keyword, _type_groups, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,keyword:_type_keyword,groups:_type_groups)->_return_type:\n  self.keyword=keyword\n  self.groups=groups\n return __init__',
    'def __create_fn__(_type_keywords, _type_unsatisfiable, _type_untaken_patterns, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_untaken_patterns, _return_type):\n def __init__(self,keywords:_type_keywords,unsatisfiable:_type_unsatisfiable,untaken_patterns:_type_untaken_patterns=_dflt_untaken_patterns)->_return_type:\n  self.keywords=keywords\n  self.unsatisfiable=unsatisfiable\n  self.untaken_patterns=untaken_patterns\n return __init__',
    'def __create_fn__(_type_kind, _type_location, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,location:_type_location)->_return_type:\n  self.kind=kind\n  self.location=location\n return __init__',
    "def __create_fn__(_type_le, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,le:_type_le)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'le',le)\n return __init__",
    "def __create_fn__(_type_location, _type_name, _type_style, _type_explode, _type_required, _type_allow_reserved, _type_content_media_type, _type_shape, _type_kind, _type_fields, _type_additional, _type_reserved_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_style, _dflt_explode, _dflt_required, _dflt_allow_reserved, _dflt_content_media_type, _dflt_shape, _dflt_kind, _dflt_fields, _dflt_additional, _dflt_reserved_names, _return_type):\n def __init__(self,*,location:_type_location,name:_type_name,style:_type_style=_dflt_style,explode:_type_explode=_dflt_explode,required:_type_required=_dflt_required,allow_reserved:_type_allow_reserved=_dflt_allow_reserved,content_media_type:_type_content_media_type=_dflt_content_media_type,shape:_type_shape=_dflt_shape,kind:_type_kind=_dflt_kind,fields:_type_fields=_dflt_fields,additional:_type_additional=_dflt_additional,reserved_names:_type_reserved_names=_dflt_reserved_names)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'location',location)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'style',style)\n  __dataclass_builtins_object__.__setattr__(self,'explode',explode)\n  __dataclass_builtins_object__.__setattr__(self,'required',required)\n  __dataclass_builtins_object__.__setattr__(self,'allow_reserved',allow_reserved)\n  __dataclass_builtins_object__.__setattr__(self,'content_media_type',content_media_type)\n  __dataclass_builtins_object__.__setattr__(self,'shape',shape)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'fields',fields)\n  __dataclass_builtins_object__.__setattr__(self,'additional',additional)\n  __dataclass_builtins_object__.__setattr__(self,'reserved_names',reserved_names)\n  self.__post_init__()\n return __init__",
    'def __create_fn__(_type_locations, _type_root_bases, _type_resources, _type_dynamic_anchors, _type_embedded, _type_keys, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_locations, _dflt_root_bases, _dflt_resources, _dflt_dynamic_anchors, _dflt_embedded, _dflt_keys, _return_type):\n def __init__(self,locations:_type_locations=_HAS_DEFAULT_FACTORY,root_bases:_type_root_bases=_HAS_DEFAULT_FACTORY,resources:_type_resources=_HAS_DEFAULT_FACTORY,dynamic_anchors:_type_dynamic_anchors=_HAS_DEFAULT_FACTORY,embedded:_type_embedded=_HAS_DEFAULT_FACTORY,keys:_type_keys=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.locations=_dflt_locations() if locations is _HAS_DEFAULT_FACTORY else locations\n  self.root_bases=_dflt_root_bases() if root_bases is _HAS_DEFAULT_FACTORY else root_bases\n  self.resources=_dflt_resources() if resources is _HAS_DEFAULT_FACTORY else resources\n  self.dynamic_anchors=_dflt_dynamic_anchors() if dynamic_anchors is _HAS_DEFAULT_FACTORY else dynamic_anchors\n  self.embedded=_dflt_embedded() if embedded is _HAS_DEFAULT_FACTORY else embedded\n  self.keys=_dflt_keys() if keys is _HAS_DEFAULT_FACTORY else keys\n return __init__',
    "def __create_fn__(_type_lt, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,lt:_type_lt)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'lt',lt)\n return __init__",
    "def __create_fn__(_type_max_length, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,max_length:_type_max_length)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)\n return __init__",
    'def __create_fn__(_type_members, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,members:_type_members,rule:_type_rule)->_return_type:\n  self.members=members\n  self.rule=rule\n return __init__',
    'def __create_fn__(_type_metadata_assignment, _type_factory_in_field, _type_admits_none, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,metadata_assignment:_type_metadata_assignment,factory_in_field:_type_factory_in_field,admits_none:_type_admits_none)->_return_type:\n  self.metadata_assignment=metadata_assignment\n  self.factory_in_field=factory_in_field\n  self.admits_none=admits_none\n return __init__',
    "def __create_fn__(_type_min_length, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,min_length:_type_min_length)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'min_length',min_length)\n return __init__",
    "def __create_fn__(_type_min_length, _type_max_length, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_min_length, _dflt_max_length, _return_type):\n def __init__(self,min_length:_type_min_length=_dflt_min_length,max_length:_type_max_length=_dflt_max_length)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'min_length',min_length)\n  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)\n return __init__",
    'def __create_fn__(_type_min_properties, _type_max_properties, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_min_properties, _dflt_max_properties, _return_type):\n def __init__(self,min_properties:_type_min_properties=_dflt_min_properties,max_properties:_type_max_properties=_dflt_max_properties)->_return_type:\n  self.min_properties=min_properties\n  self.max_properties=max_properties\n return __init__',
    'def __create_fn__(_type_minimum, _type_target, _type_constructs, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,minimum:_type_minimum,target:_type_target,constructs:_type_constructs)->_return_type:\n  self.minimum=minimum\n  self.target=target\n  self.constructs=constructs\n return __init__',
    'def __create_fn__(_type_mode, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,mode:_type_mode)->_return_type:\n  self.mode=mode\n return __init__',
    'def __create_fn__(_type_mode, _type_return_type, _type_when_used, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,mode:_type_mode,return_type:_type_return_type,when_used:_type_when_used)->_return_type:\n  self.mode=mode\n  self.return_type=return_type\n  self.when_used=when_used\n return __init__',
    'def __create_fn__(_type_model, _type_data_type, _type_inner_class_name, _type_root_import, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,model:_type_model,data_type:_type_data_type,inner_class_name:_type_inner_class_name,root_import:_type_root_import)->_return_type:\n  self.model=model\n  self.data_type=data_type\n  self.inner_class_name=inner_class_name\n  self.root_import=root_import\n return __init__',
    'def __create_fn__(_type_model, _type_field, _type_property_name, _type_discriminator, _type_mapping, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,model:_type_model,field:_type_field,property_name:_type_property_name,discriminator:_type_discriminator,mapping:_type_mapping)->_return_type:\n  self.model=model\n  self.field=field\n  self.property_name=property_name\n  self.discriminator=discriminator\n  self.mapping=mapping\n return __init__',
    'def __create_fn__(_type_model, _type_field_name, _type_mapping, _type_field_name_mode, _type_inline_models, _type_property_name, _type_union_written, _type_enum_member_tags, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,model:_type_model,field_name:_type_field_name,mapping:_type_mapping,field_name_mode:_type_field_name_mode,inline_models:_type_inline_models,property_name:_type_property_name,union_written:_type_union_written,enum_member_tags:_type_enum_member_tags)->_return_type:\n  self.model=model\n  self.field_name=field_name\n  self.mapping=mapping\n  self.field_name_mode=field_name_mode\n  self.inline_models=inline_models\n  self.property_name=property_name\n  self.union_written=union_written\n  self.enum_member_tags=enum_member_tags\n return __init__',
    'def __create_fn__(_type_model, _type_kind, _type_tags, _type_untagged, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_tags, _dflt_untagged, _return_type):\n def __init__(self,model:_type_model,kind:_type_kind,tags:_type_tags=_dflt_tags,untagged:_type_untagged=_dflt_untagged)->_return_type:\n  self.model=model\n  self.kind=kind\n  self.tags=tags\n  self.untagged=untagged\n return __init__',
    'def __create_fn__(_type_model_facts, _type_data_type_facts, _type_data_type_fact_by_object, _type_base_owner_model_ids_by_object, _type_model_by_path, _type_model_by_ref_id, _type_data_types_by_model, _type_sites_by_target, _type_shared_data_type_fact_ids, _type_sites, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_model_facts, _dflt_data_type_facts, _dflt_data_type_fact_by_object, _dflt_base_owner_model_ids_by_object, _dflt_model_by_path, _dflt_model_by_ref_id, _dflt_data_types_by_model, _dflt_sites_by_target, _dflt_shared_data_type_fact_ids, _dflt_sites, _return_type):\n def __init__(self,model_facts:_type_model_facts=_HAS_DEFAULT_FACTORY,data_type_facts:_type_data_type_facts=_HAS_DEFAULT_FACTORY,data_type_fact_by_object:_type_data_type_fact_by_object=_HAS_DEFAULT_FACTORY,base_owner_model_ids_by_object:_type_base_owner_model_ids_by_object=_HAS_DEFAULT_FACTORY,model_by_path:_type_model_by_path=_HAS_DEFAULT_FACTORY,model_by_ref_id:_type_model_by_ref_id=_HAS_DEFAULT_FACTORY,data_types_by_model:_type_data_types_by_model=_HAS_DEFAULT_FACTORY,sites_by_target:_type_sites_by_target=_HAS_DEFAULT_FACTORY,shared_data_type_fact_ids:_type_shared_data_type_fact_ids=_HAS_DEFAULT_FACTORY,sites:_type_sites=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.model_facts=_dflt_model_facts() if model_facts is _HAS_DEFAULT_FACTORY else model_facts\n  self.data_type_facts=_dflt_data_type_facts() if data_type_facts is _HAS_DEFAULT_FACTORY else data_type_facts\n  self.data_type_fact_by_object=_dflt_data_type_fact_by_object() if data_type_fact_by_object is _HAS_DEFAULT_FACTORY else data_type_fact_by_object\n  self.base_owner_model_ids_by_object=_dflt_base_owner_model_ids_by_object() if base_owner_model_ids_by_object is _HAS_DEFAULT_FACTORY else base_owner_model_ids_by_object\n  self.model_by_path=_dflt_model_by_path() if model_by_path is _HAS_DEFAULT_FACTORY else model_by_path\n  self.model_by_ref_id=_dflt_model_by_ref_id() if model_by_ref_id is _HAS_DEFAULT_FACTORY else model_by_ref_id\n  self.data_types_by_model=_dflt_data_types_by_model() if data_types_by_model is _HAS_DEFAULT_FACTORY else data_types_by_model\n  self.sites_by_target=_dflt_sites_by_target() if sites_by_target is _HAS_DEFAULT_FACTORY else sites_by_target\n  self.shared_data_type_fact_ids=_dflt_shared_data_type_fact_ids() if shared_data_type_fact_ids is _HAS_DEFAULT_FACTORY else shared_data_type_fact_ids\n  self.sites=_dflt_sites() if sites is _HAS_DEFAULT_FACTORY else sites\n return __init__',
    'def __create_fn__(_type_model_list, _type_model_list_before_override_removal, _type_config, _type_current_unused_models, _type_live_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,*,model_list:_type_model_list,model_list_before_override_removal:_type_model_list_before_override_removal,config:_type_config,current_unused_models:_type_current_unused_models)->_return_type:\n  self.model_list=model_list\n  self.model_list_before_override_removal=model_list_before_override_removal\n  self.config=config\n  self.current_unused_models=current_unused_models\n return __init__',
    'def __create_fn__(_type_module, _type_live_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,module:_type_module,live_models:_type_live_models)->_return_type:\n  self.module=module\n  self.live_models=live_models\n return __init__',
    'def __create_fn__(_type_modules, _type_live_models, _type_member_keywords, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,modules:_type_modules,live_models:_type_live_models,member_keywords:_type_member_keywords)->_return_type:\n  self.modules=modules\n  self.live_models=live_models\n  self.member_keywords=member_keywords\n return __init__',
    'def __create_fn__(_type_mounted, _type_home, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,mounted:_type_mounted,home:_type_home)->_return_type:\n  self.mounted=mounted\n  self.home=home\n return __init__',
    "def __create_fn__(_type_multiple_of, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,multiple_of:_type_multiple_of)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'multiple_of',multiple_of)\n return __init__",
    'def __create_fn__(_type_name, _type_applies, _type_build, _type_typed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_typed, _return_type):\n def __init__(self,name:_type_name,applies:_type_applies,build:_type_build,typed:_type_typed=_dflt_typed)->_return_type:\n  self.name=name\n  self.applies=applies\n  self.build=build\n  self.typed=typed\n return __init__',
    'def __create_fn__(_type_name, _type_applies, _type_rewrite, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,applies:_type_applies,rewrite:_type_rewrite)->_return_type:\n  self.name=name\n  self.applies=applies\n  self.rewrite=rewrite\n return __init__',
    'def __create_fn__(_type_name, _type_build, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,build:_type_build)->_return_type:\n  self.name=name\n  self.build=build\n return __init__',
    'def __create_fn__(_type_name, _type_call, _type_per_module, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_per_module, _return_type):\n def __init__(self,name:_type_name,call:_type_call,per_module:_type_per_module=_dflt_per_module)->_return_type:\n  self.name=name\n  self.call=call\n  self.per_module=per_module\n return __init__',
    'def __create_fn__(_type_name, _type_cli_resolved, _type_caller_relative, _type_watched_as, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,cli_resolved:_type_cli_resolved,caller_relative:_type_caller_relative,watched_as:_type_watched_as)->_return_type:\n  self.name=name\n  self.cli_resolved=cli_resolved\n  self.caller_relative=caller_relative\n  self.watched_as=watched_as\n return __init__',
    "def __create_fn__(_type_name, _type_kind, _type_repeated, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_kind, _dflt_repeated, _return_type):\n def __init__(self,name:_type_name,kind:_type_kind=_dflt_kind,repeated:_type_repeated=_dflt_repeated)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'repeated',repeated)\n return __init__",
    'def __create_fn__(_type_name, _type_modules, _type_body, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,modules:_type_modules,body:_type_body)->_return_type:\n  self.name=name\n  self.modules=modules\n  self.body=body\n return __init__',
    'def __create_fn__(_type_name, _type_obj, _type_path, _type_singular_name, _type_parent, _type_scope, _type_root, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_singular_name, _dflt_parent, _dflt_scope, _dflt_root, _return_type):\n def __init__(self,name:_type_name,obj:_type_obj,path:_type_path,singular_name:_type_singular_name=_dflt_singular_name,parent:_type_parent=_dflt_parent,scope:_type_scope=_dflt_scope,root:_type_root=_dflt_root)->_return_type:\n  self.name=name\n  self.obj=obj\n  self.path=path\n  self.singular_name=singular_name\n  self.parent=parent\n  self.scope=scope\n  self.root=root\n return __init__',
    'def __create_fn__(_type_name, _type_phase, _type_view, _type_steps, _type_enters_phase, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_enters_phase, _return_type):\n def __init__(self,name:_type_name,phase:_type_phase,view:_type_view,steps:_type_steps,enters_phase:_type_enters_phase=_dflt_enters_phase)->_return_type:\n  self.name=name\n  self.phase=phase\n  self.view=view\n  self.steps=steps\n  self.enters_phase=enters_phase\n return __init__',
    'def __create_fn__(_type_name, _type_run, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,run:_type_run)->_return_type:\n  self.name=name\n  self.run=run\n return __init__',
    'def __create_fn__(_type_name, _type_run, _type_when, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_when, _return_type):\n def __init__(self,name:_type_name,run:_type_run,when:_type_when=_dflt_when)->_return_type:\n  self.name=name\n  self.run=run\n  self.when=when\n return __init__',
    'def __create_fn__(_type_name, _type_union_tags, _type_own_class_name, _type_root_models, _type_key_cache, _type_base_dedup, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,union_tags:_type_union_tags,own_class_name:_type_own_class_name,root_models:_type_root_models,key_cache:_type_key_cache,base_dedup:_type_base_dedup)->_return_type:\n  self.name=name\n  self.union_tags=union_tags\n  self.own_class_name=own_class_name\n  self.root_models=root_models\n  self.key_cache=key_cache\n  self.base_dedup=base_dedup\n return __init__',
    'def __create_fn__(_type_named, _type_target, _type_reference_written, _type_rendered, _type_held_dropped, _type_stripped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_named, _dflt_target, _dflt_reference_written, _dflt_rendered, _dflt_held_dropped, _dflt_stripped, _return_type):\n def __init__(self,named:_type_named=_dflt_named,target:_type_target=_dflt_target,reference_written:_type_reference_written=_dflt_reference_written,rendered:_type_rendered=_dflt_rendered,held_dropped:_type_held_dropped=_dflt_held_dropped,stripped:_type_stripped=_dflt_stripped)->_return_type:\n  self.named=named\n  self.target=target\n  self.reference_written=reference_written\n  self.rendered=rendered\n  self.held_dropped=held_dropped\n  self.stripped=stripped\n return __init__',
    'def __create_fn__(_type_names, _type_mapping, _type_mode, _type_inline_variants, _type_union_written, _type_enum_member_tags, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,names:_type_names,mapping:_type_mapping,mode:_type_mode,inline_variants:_type_inline_variants,union_written:_type_union_written,enum_member_tags:_type_enum_member_tags)->_return_type:\n  self.names=names\n  self.mapping=mapping\n  self.mode=mode\n  self.inline_variants=inline_variants\n  self.union_written=union_written\n  self.enum_member_tags=enum_member_tags\n return __init__',
    'def __create_fn__(_type_node, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,node:_type_node)->_return_type:\n  self.node=node\n return __init__',
    'def __create_fn__(_type_node, _type_anchors, _type_targets, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,node:_type_node,anchors:_type_anchors,targets:_type_targets)->_return_type:\n  self.node=node\n  self.anchors=anchors\n  self.targets=targets\n return __init__',
    'def __create_fn__(_type_node, _type_form, _type_args, _type_container, _type_mapping, _type_key, _type_base, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_args, _dflt_container, _dflt_mapping, _dflt_key, _dflt_base, _return_type):\n def __init__(self,node:_type_node,form:_type_form,args:_type_args=_dflt_args,container:_type_container=_dflt_container,mapping:_type_mapping=_dflt_mapping,key:_type_key=_dflt_key,base:_type_base=_dflt_base)->_return_type:\n  self.node=node\n  self.form=form\n  self.args=args\n  self.container=container\n  self.mapping=mapping\n  self.key=key\n  self.base=base\n return __init__',
    "def __create_fn__(_type_null_in_type_array, _type_defs_not_definitions, _type_prefix_items, _type_boolean_schemas, _type_id_field, _type_definitions_key, _type_exclusive_as_number, _type_read_only_write_only, _type_const_support, _type_property_names, _type_contains, _type_deprecated_keyword, _type_if_then_else, _type_content_encoding, _type_content_schema, _type_anchor, _type_vocabulary, _type_unevaluated_properties, _type_unevaluated_items, _type_dependent_required, _type_dependent_schemas, _type_recursive_ref, _type_dynamic_ref, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_null_in_type_array, _dflt_defs_not_definitions, _dflt_prefix_items, _dflt_boolean_schemas, _dflt_id_field, _dflt_definitions_key, _dflt_exclusive_as_number, _dflt_read_only_write_only, _dflt_const_support, _dflt_property_names, _dflt_contains, _dflt_deprecated_keyword, _dflt_if_then_else, _dflt_content_encoding, _dflt_content_schema, _dflt_anchor, _dflt_vocabulary, _dflt_unevaluated_properties, _dflt_unevaluated_items, _dflt_dependent_required, _dflt_dependent_schemas, _dflt_recursive_ref, _dflt_dynamic_ref, _return_type):\n def __init__(self,null_in_type_array:_type_null_in_type_array=_dflt_null_in_type_array,defs_not_definitions:_type_defs_not_definitions=_dflt_defs_not_definitions,prefix_items:_type_prefix_items=_dflt_prefix_items,boolean_schemas:_type_boolean_schemas=_dflt_boolean_schemas,id_field:_type_id_field=_dflt_id_field,definitions_key:_type_definitions_key=_dflt_definitions_key,exclusive_as_number:_type_exclusive_as_number=_dflt_exclusive_as_number,read_only_write_only:_type_read_only_write_only=_dflt_read_only_write_only,const_support:_type_const_support=_dflt_const_support,property_names:_type_property_names=_dflt_property_names,contains:_type_contains=_dflt_contains,deprecated_keyword:_type_deprecated_keyword=_dflt_deprecated_keyword,if_then_else:_type_if_then_else=_dflt_if_then_else,content_encoding:_type_content_encoding=_dflt_content_encoding,content_schema:_type_content_schema=_dflt_content_schema,anchor:_type_anchor=_dflt_anchor,vocabulary:_type_vocabulary=_dflt_vocabulary,unevaluated_properties:_type_unevaluated_properties=_dflt_unevaluated_properties,unevaluated_items:_type_unevaluated_items=_dflt_unevaluated_items,dependent_required:_type_dependent_required=_dflt_dependent_required,dependent_schemas:_type_dependent_schemas=_dflt_dependent_schemas,recursive_ref:_type_recursive_ref=_dflt_recursive_ref,dynamic_ref:_type_dynamic_ref=_dflt_dynamic_ref)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'null_in_type_array',null_in_type_array)\n  __dataclass_builtins_object__.__setattr__(self,'defs_not_definitions',defs_not_definitions)\n  __dataclass_builtins_object__.__setattr__(self,'prefix_items',prefix_items)\n  __dataclass_builtins_object__.__setattr__(self,'boolean_schemas',boolean_schemas)\n  __dataclass_builtins_object__.__setattr__(self,'id_field',id_field)\n  __dataclass_builtins_object__.__setattr__(self,'definitions_key',definitions_key)\n  __dataclass_builtins_object__.__setattr__(self,'exclusive_as_number',exclusive_as_number)\n  __dataclass_builtins_object__.__setattr__(self,'read_only_write_only',read_only_write_only)\n  __dataclass_builtins_object__.__setattr__(self,'const_support',const_support)\n  __dataclass_builtins_object__.__setattr__(self,'property_names',property_names)\n  __dataclass_builtins_object__.__setattr__(self,'contains',contains)\n  __dataclass_builtins_object__.__setattr__(self,'deprecated_keyword',deprecated_keyword)\n  __dataclass_builtins_object__.__setattr__(self,'if_then_else',if_then_else)\n  __dataclass_builtins_object__.__setattr__(self,'content_encoding',content_encoding)\n  __dataclass_builtins_object__.__setattr__(self,'content_schema',content_schema)\n  __dataclass_builtins_object__.__setattr__(self,'anchor',anchor)\n  __dataclass_builtins_object__.__setattr__(self,'vocabulary',vocabulary)\n  __dataclass_builtins_object__.__setattr__(self,'unevaluated_properties',unevaluated_properties)\n  __dataclass_builtins_object__.__setattr__(self,'unevaluated_items',unevaluated_items)\n  __dataclass_builtins_object__.__setattr__(self,'dependent_required',dependent_required)\n  __dataclass_builtins_object__.__setattr__(self,'dependent_schemas',dependent_schemas)\n  __dataclass_builtins_object__.__setattr__(self,'recursive_ref',recursive_ref)\n  __dataclass_builtins_object__.__setattr__(self,'dynamic_ref',dynamic_ref)\n return __init__",
    "def __create_fn__(_type_null_in_type_array, _type_defs_not_definitions, _type_prefix_items, _type_boolean_schemas, _type_id_field, _type_definitions_key, _type_exclusive_as_number, _type_read_only_write_only, _type_const_support, _type_property_names, _type_contains, _type_deprecated_keyword, _type_if_then_else, _type_content_encoding, _type_content_schema, _type_anchor, _type_vocabulary, _type_unevaluated_properties, _type_unevaluated_items, _type_dependent_required, _type_dependent_schemas, _type_recursive_ref, _type_dynamic_ref, _type_nullable_keyword, _type_discriminator_support, _type_webhooks, _type_ref_sibling_keywords, _type_media_item_schema, _type_openapi_self, _type_querystring_parameter, _type_xml_support, _type_external_docs, _type_links, _type_callbacks, _type_security_schemes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_null_in_type_array, _dflt_defs_not_definitions, _dflt_prefix_items, _dflt_boolean_schemas, _dflt_id_field, _dflt_definitions_key, _dflt_exclusive_as_number, _dflt_read_only_write_only, _dflt_const_support, _dflt_property_names, _dflt_contains, _dflt_deprecated_keyword, _dflt_if_then_else, _dflt_content_encoding, _dflt_content_schema, _dflt_anchor, _dflt_vocabulary, _dflt_unevaluated_properties, _dflt_unevaluated_items, _dflt_dependent_required, _dflt_dependent_schemas, _dflt_recursive_ref, _dflt_dynamic_ref, _dflt_nullable_keyword, _dflt_discriminator_support, _dflt_webhooks, _dflt_ref_sibling_keywords, _dflt_media_item_schema, _dflt_openapi_self, _dflt_querystring_parameter, _dflt_xml_support, _dflt_external_docs, _dflt_links, _dflt_callbacks, _dflt_security_schemes, _return_type):\n def __init__(self,null_in_type_array:_type_null_in_type_array=_dflt_null_in_type_array,defs_not_definitions:_type_defs_not_definitions=_dflt_defs_not_definitions,prefix_items:_type_prefix_items=_dflt_prefix_items,boolean_schemas:_type_boolean_schemas=_dflt_boolean_schemas,id_field:_type_id_field=_dflt_id_field,definitions_key:_type_definitions_key=_dflt_definitions_key,exclusive_as_number:_type_exclusive_as_number=_dflt_exclusive_as_number,read_only_write_only:_type_read_only_write_only=_dflt_read_only_write_only,const_support:_type_const_support=_dflt_const_support,property_names:_type_property_names=_dflt_property_names,contains:_type_contains=_dflt_contains,deprecated_keyword:_type_deprecated_keyword=_dflt_deprecated_keyword,if_then_else:_type_if_then_else=_dflt_if_then_else,content_encoding:_type_content_encoding=_dflt_content_encoding,content_schema:_type_content_schema=_dflt_content_schema,anchor:_type_anchor=_dflt_anchor,vocabulary:_type_vocabulary=_dflt_vocabulary,unevaluated_properties:_type_unevaluated_properties=_dflt_unevaluated_properties,unevaluated_items:_type_unevaluated_items=_dflt_unevaluated_items,dependent_required:_type_dependent_required=_dflt_dependent_required,dependent_schemas:_type_dependent_schemas=_dflt_dependent_schemas,recursive_ref:_type_recursive_ref=_dflt_recursive_ref,dynamic_ref:_type_dynamic_ref=_dflt_dynamic_ref,nullable_keyword:_type_nullable_keyword=_dflt_nullable_keyword,discriminator_support:_type_discriminator_support=_dflt_discriminator_support,webhooks:_type_webhooks=_dflt_webhooks,ref_sibling_keywords:_type_ref_sibling_keywords=_dflt_ref_sibling_keywords,media_item_schema:_type_media_item_schema=_dflt_media_item_schema,openapi_self:_type_openapi_self=_dflt_openapi_self,querystring_parameter:_type_querystring_parameter=_dflt_querystring_parameter,xml_support:_type_xml_support=_dflt_xml_support,external_docs:_type_external_docs=_dflt_external_docs,links:_type_links=_dflt_links,callbacks:_type_callbacks=_dflt_callbacks,security_schemes:_type_security_schemes=_dflt_security_schemes)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'null_in_type_array',null_in_type_array)\n  __dataclass_builtins_object__.__setattr__(self,'defs_not_definitions',defs_not_definitions)\n  __dataclass_builtins_object__.__setattr__(self,'prefix_items',prefix_items)\n  __dataclass_builtins_object__.__setattr__(self,'boolean_schemas',boolean_schemas)\n  __dataclass_builtins_object__.__setattr__(self,'id_field',id_field)\n  __dataclass_builtins_object__.__setattr__(self,'definitions_key',definitions_key)\n  __dataclass_builtins_object__.__setattr__(self,'exclusive_as_number',exclusive_as_number)\n  __dataclass_builtins_object__.__setattr__(self,'read_only_write_only',read_only_write_only)\n  __dataclass_builtins_object__.__setattr__(self,'const_support',const_support)\n  __dataclass_builtins_object__.__setattr__(self,'property_names',property_names)\n  __dataclass_builtins_object__.__setattr__(self,'contains',contains)\n  __dataclass_builtins_object__.__setattr__(self,'deprecated_keyword',deprecated_keyword)\n  __dataclass_builtins_object__.__setattr__(self,'if_then_else',if_then_else)\n  __dataclass_builtins_object__.__setattr__(self,'content_encoding',content_encoding)\n  __dataclass_builtins_object__.__setattr__(self,'content_schema',content_schema)\n  __dataclass_builtins_object__.__setattr__(self,'anchor',anchor)\n  __dataclass_builtins_object__.__setattr__(self,'vocabulary',vocabulary)\n  __dataclass_builtins_object__.__setattr__(self,'unevaluated_properties',unevaluated_properties)\n  __dataclass_builtins_object__.__setattr__(self,'unevaluated_items',unevaluated_items)\n  __dataclass_builtins_object__.__setattr__(self,'dependent_required',dependent_required)\n  __dataclass_builtins_object__.__setattr__(self,'dependent_schemas',dependent_schemas)\n  __dataclass_builtins_object__.__setattr__(self,'recursive_ref',recursive_ref)\n  __dataclass_builtins_object__.__setattr__(self,'dynamic_ref',dynamic_ref)\n  __dataclass_builtins_object__.__setattr__(self,'nullable_keyword',nullable_keyword)\n  __dataclass_builtins_object__.__setattr__(self,'discriminator_support',discriminator_support)\n  __dataclass_builtins_object__.__setattr__(self,'webhooks',webhooks)\n  __dataclass_builtins_object__.__setattr__(self,'ref_sibling_keywords',ref_sibling_keywords)\n  __dataclass_builtins_object__.__setattr__(self,'media_item_schema',media_item_schema)\n  __dataclass_builtins_object__.__setattr__(self,'openapi_self',openapi_self)\n  __dataclass_builtins_object__.__setattr__(self,'querystring_parameter',querystring_parameter)\n  __dataclass_builtins_object__.__setattr__(self,'xml_support',xml_support)\n  __dataclass_builtins_object__.__setattr__(self,'external_docs',external_docs)\n  __dataclass_builtins_object__.__setattr__(self,'links',links)\n  __dataclass_builtins_object__.__setattr__(self,'callbacks',callbacks)\n  __dataclass_builtins_object__.__setattr__(self,'security_schemes',security_schemes)\n return __init__",
    'def __create_fn__(_type_null_rule, _type_is_optional, _type_is_dict, _type_is_list, _type_is_set, _type_is_frozen_set, _type_is_mapping, _type_is_sequence, _type_is_tuple, _type_tuple_item_count, _type_kwargs, _type_list_wrapper, _type_drops_null_members, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_drops_null_members, _return_type):\n def __init__(self,null_rule:_type_null_rule,is_optional:_type_is_optional,is_dict:_type_is_dict,is_list:_type_is_list,is_set:_type_is_set,is_frozen_set:_type_is_frozen_set,is_mapping:_type_is_mapping,is_sequence:_type_is_sequence,is_tuple:_type_is_tuple,tuple_item_count:_type_tuple_item_count,kwargs:_type_kwargs,list_wrapper:_type_list_wrapper,drops_null_members:_type_drops_null_members=_dflt_drops_null_members)->_return_type:\n  self.null_rule=null_rule\n  self.is_optional=is_optional\n  self.is_dict=is_dict\n  self.is_list=is_list\n  self.is_set=is_set\n  self.is_frozen_set=is_frozen_set\n  self.is_mapping=is_mapping\n  self.is_sequence=is_sequence\n  self.is_tuple=is_tuple\n  self.tuple_item_count=tuple_item_count\n  self.kwargs=kwargs\n  self.list_wrapper=list_wrapper\n  self.drops_null_members=drops_null_members\n return __init__',
    'def __create_fn__(_type_numbers, _type_string, _type_array, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_numbers, _dflt_string, _dflt_array, _return_type):\n def __init__(self,numbers:_type_numbers=_dflt_numbers,string:_type_string=_dflt_string,array:_type_array=_dflt_array)->_return_type:\n  self.numbers=numbers\n  self.string=string\n  self.array=array\n return __init__',
    'def __create_fn__(_type_omit_redundant_constraints, _type_use_decimal_in_field_forms, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_omit_redundant_constraints, _dflt_use_decimal_in_field_forms, _return_type):\n def __init__(self,omit_redundant_constraints:_type_omit_redundant_constraints=_dflt_omit_redundant_constraints,use_decimal_in_field_forms:_type_use_decimal_in_field_forms=_dflt_use_decimal_in_field_forms)->_return_type:\n  self.omit_redundant_constraints=omit_redundant_constraints\n  self.use_decimal_in_field_forms=use_decimal_in_field_forms\n return __init__',
    'def __create_fn__(_type_operation, _type_producer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,operation:_type_operation,producer:_type_producer)->_return_type:\n  self.operation=operation\n  self.producer=producer\n return __init__',
    'def __create_fn__(_type_option_kind, _type_recipe, _type_constructor_import, _type_normalize_constraints, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_normalize_constraints, _return_type):\n def __init__(self,option_kind:_type_option_kind,recipe:_type_recipe,constructor_import:_type_constructor_import,normalize_constraints:_type_normalize_constraints=_dflt_normalize_constraints)->_return_type:\n  self.option_kind=option_kind\n  self.recipe=recipe\n  self.constructor_import=constructor_import\n  self.normalize_constraints=normalize_constraints\n return __init__',
    'def __create_fn__(_type_order, _type_recursive, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,order:_type_order,recursive:_type_recursive)->_return_type:\n  self.order=order\n  self.recursive=recursive\n return __init__',
    'def __create_fn__(_type_overrides, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,overrides:_type_overrides)->_return_type:\n  self.overrides=overrides\n return __init__',
    'def __create_fn__(_type_owner, _type_epoch, _type_values, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,owner:_type_owner,epoch:_type_epoch,values:_type_values)->_return_type:\n  self.owner=owner\n  self.epoch=epoch\n  self.values=values\n return __init__',
    'def __create_fn__(_type_parser, _type_obj, _type_seen_refs, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,parser:_type_parser,obj:_type_obj,seen_refs:_type_seen_refs)->_return_type:\n  self.parser=parser\n  self.obj=obj\n  self.seen_refs=seen_refs\n return __init__',
    'def __create_fn__(_type_pass_, _type_model, _type_field, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_model, _dflt_field, _return_type):\n def __init__(self,pass_:_type_pass_,model:_type_model=_dflt_model,field:_type_field=_dflt_field)->_return_type:\n  self.pass_=pass_\n  self.model=model\n  self.field=field\n return __init__',
    'def __create_fn__(_type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,path:_type_path)->_return_type:\n  self.path=path\n return __init__',
    'def __create_fn__(_type_path, _type_build, _type_site, _type_typed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,path:_type_path,build:_type_build,site:_type_site,typed:_type_typed)->_return_type:\n  self.path=path\n  self.build=build\n  self.site=site\n  self.typed=typed\n return __init__',
    'def __create_fn__(_type_path_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,path_type:_type_path_type)->_return_type:\n  self.path_type=path_type\n return __init__',
    "def __create_fn__(_type_pattern, _type_untaken, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_untaken, _return_type):\n def __init__(self,pattern:_type_pattern,untaken:_type_untaken=_dflt_untaken)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'pattern',pattern)\n  __dataclass_builtins_object__.__setattr__(self,'untaken',untaken)\n return __init__",
    'def __create_fn__(_type_pattern_properties, _type_required_groups, _type_conditional_required, _type_property_count, _type_unique_items, _type_replace_unique_items, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_pattern_properties, _dflt_required_groups, _dflt_conditional_required, _dflt_property_count, _dflt_unique_items, _dflt_replace_unique_items, _return_type):\n def __init__(self,pattern_properties:_type_pattern_properties=_HAS_DEFAULT_FACTORY,required_groups:_type_required_groups=_HAS_DEFAULT_FACTORY,conditional_required:_type_conditional_required=_HAS_DEFAULT_FACTORY,property_count:_type_property_count=_dflt_property_count,unique_items:_type_unique_items=_HAS_DEFAULT_FACTORY,replace_unique_items:_type_replace_unique_items=_dflt_replace_unique_items)->_return_type:\n  self.pattern_properties=_dflt_pattern_properties() if pattern_properties is _HAS_DEFAULT_FACTORY else pattern_properties\n  self.required_groups=_dflt_required_groups() if required_groups is _HAS_DEFAULT_FACTORY else required_groups\n  self.conditional_required=_dflt_conditional_required() if conditional_required is _HAS_DEFAULT_FACTORY else conditional_required\n  self.property_count=property_count\n  self.unique_items=_dflt_unique_items() if unique_items is _HAS_DEFAULT_FACTORY else unique_items\n  self.replace_unique_items=replace_unique_items\n return __init__',
    'def __create_fn__(_type_position, _type_schema, _type_reference, _type_into, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_schema, _dflt_reference, _dflt_into, _return_type):\n def __init__(self,position:_type_position,schema:_type_schema=_dflt_schema,reference:_type_reference=_dflt_reference,into:_type_into=_dflt_into)->_return_type:\n  self.position=position\n  self.schema=schema\n  self.reference=reference\n  self.into=into\n return __init__',
    'def __create_fn__(_type_positional, _type_factory, _type_kwargs, _type_default_keyword, _type_why, _type_callee, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_callee, _return_type):\n def __init__(self,positional:_type_positional,factory:_type_factory,kwargs:_type_kwargs,default_keyword:_type_default_keyword,why:_type_why,callee:_type_callee=_dflt_callee)->_return_type:\n  self.positional=positional\n  self.factory=factory\n  self.kwargs=kwargs\n  self.default_keyword=default_keyword\n  self.why=why\n  self.callee=callee\n return __init__',
    'def __create_fn__(_type_private_attributes, _type_ignored_names, _type_ignored_types, _type_private_candidates, _type_field_candidates, _type_base_field_names, _type_model_config_assigned, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,*,private_attributes:_type_private_attributes,ignored_names:_type_ignored_names,ignored_types:_type_ignored_types,private_candidates:_type_private_candidates,field_candidates:_type_field_candidates,base_field_names:_type_base_field_names,model_config_assigned:_type_model_config_assigned)->_return_type:\n  self.private_attributes=private_attributes\n  self.ignored_names=ignored_names\n  self.ignored_types=ignored_types\n  self.private_candidates=private_candidates\n  self.field_candidates=field_candidates\n  self.base_field_names=base_field_names\n  self.model_config_assigned=model_config_assigned\n return __init__',
    'def __create_fn__(_type_property_name, _type_field_name, _type_alias, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,property_name:_type_property_name,field_name:_type_field_name,alias:_type_alias)->_return_type:\n  self.property_name=property_name\n  self.field_name=field_name\n  self.alias=alias\n return __init__',
    'def __create_fn__(_type_ref, _type_location, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ref, _dflt_location, _return_type):\n def __init__(self,ref:_type_ref=_dflt_ref,location:_type_location=_dflt_location)->_return_type:\n  self.ref=ref\n  self.location=location\n return __init__',
    'def __create_fn__(_type_reference_counts, _type_enabled, _type_initialized, _type_mutated, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reference_counts, _dflt_enabled, _dflt_initialized, _dflt_mutated, _return_type):\n def __init__(self,reference_counts:_type_reference_counts=_HAS_DEFAULT_FACTORY,enabled:_type_enabled=_dflt_enabled,initialized:_type_initialized=_dflt_initialized,mutated:_type_mutated=_dflt_mutated)->_return_type:\n  self.reference_counts=_dflt_reference_counts() if reference_counts is _HAS_DEFAULT_FACTORY else reference_counts\n  self.enabled=enabled\n  self.initialized=initialized\n  self.mutated=mutated\n return __init__',
    'def __create_fn__(_type_reference_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,reference_path:_type_reference_path)->_return_type:\n  self.reference_path=reference_path\n return __init__',
    'def __create_fn__(_type_reuse_snapshot, _type_inline_variants, _type_unions, _type_first_tags, _type_union_written, _type_reused_tag_fields, _type_deferred_msgspec, _type_defers_related, _type_struct_tags, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reuse_snapshot, _dflt_inline_variants, _dflt_unions, _dflt_first_tags, _dflt_union_written, _dflt_reused_tag_fields, _dflt_deferred_msgspec, _dflt_defers_related, _dflt_struct_tags, _return_type):\n def __init__(self,reuse_snapshot:_type_reuse_snapshot=_HAS_DEFAULT_FACTORY,inline_variants:_type_inline_variants=_dflt_inline_variants,unions:_type_unions=_HAS_DEFAULT_FACTORY,first_tags:_type_first_tags=_HAS_DEFAULT_FACTORY,union_written:_type_union_written=_HAS_DEFAULT_FACTORY,reused_tag_fields:_type_reused_tag_fields=_HAS_DEFAULT_FACTORY,deferred_msgspec:_type_deferred_msgspec=_HAS_DEFAULT_FACTORY,defers_related:_type_defers_related=_dflt_defers_related,struct_tags:_type_struct_tags=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.reuse_snapshot=_dflt_reuse_snapshot() if reuse_snapshot is _HAS_DEFAULT_FACTORY else reuse_snapshot\n  self.inline_variants=inline_variants\n  self.unions=_dflt_unions() if unions is _HAS_DEFAULT_FACTORY else unions\n  self.first_tags=_dflt_first_tags() if first_tags is _HAS_DEFAULT_FACTORY else first_tags\n  self.union_written=_dflt_union_written() if union_written is _HAS_DEFAULT_FACTORY else union_written\n  self.reused_tag_fields=_dflt_reused_tag_fields() if reused_tag_fields is _HAS_DEFAULT_FACTORY else reused_tag_fields\n  self.deferred_msgspec=_dflt_deferred_msgspec() if deferred_msgspec is _HAS_DEFAULT_FACTORY else deferred_msgspec\n  self.defers_related=defers_related\n  self.struct_tags=_dflt_struct_tags() if struct_tags is _HAS_DEFAULT_FACTORY else struct_tags\n return __init__',
    'def __create_fn__(_type_role, _type_is_any, _type_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_role, _dflt_is_any, _dflt_null, _return_type):\n def __init__(self,role:_type_role=_dflt_role,is_any:_type_is_any=_dflt_is_any,null:_type_null=_dflt_null)->_return_type:\n  self.role=role\n  self.is_any=is_any\n  self.null=null\n return __init__',
    'def __create_fn__(_type_root, _type_inner, _type_holders, _type_facts, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,root:_type_root,inner:_type_inner,holders:_type_holders,facts:_type_facts)->_return_type:\n  self.root=root\n  self.inner=inner\n  self.holders=holders\n  self.facts=facts\n return __init__',
    'def __create_fn__(_type_row, _type_nullable, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_row, _dflt_nullable, _return_type):\n def __init__(self,row:_type_row=_dflt_row,nullable:_type_nullable=_dflt_nullable)->_return_type:\n  self.row=row\n  self.nullable=nullable\n return __init__',
    'def __create_fn__(_type_row, _type_source, _type_union_tags, _type_memo, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_memo, _return_type):\n def __init__(self,row:_type_row,source:_type_source,union_tags:_type_union_tags,memo:_type_memo=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.row=row\n  self.source=source\n  self.union_tags=union_tags\n  self.memo=_dflt_memo() if memo is _HAS_DEFAULT_FACTORY else memo\n return __init__',
    'def __create_fn__(_type_row, _type_written, _type_required, _type_strips_none, _type_annotated, _type_class_var, _type_init_excluded, _type_visibility, _type_keeps_stripped_place, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_class_var, _dflt_init_excluded, _dflt_visibility, _dflt_keeps_stripped_place, _return_type):\n def __init__(self,row:_type_row,written:_type_written,required:_type_required,strips_none:_type_strips_none,annotated:_type_annotated,class_var:_type_class_var=_dflt_class_var,init_excluded:_type_init_excluded=_dflt_init_excluded,visibility:_type_visibility=_dflt_visibility,keeps_stripped_place:_type_keeps_stripped_place=_dflt_keeps_stripped_place)->_return_type:\n  self.row=row\n  self.written=written\n  self.required=required\n  self.strips_none=strips_none\n  self.annotated=annotated\n  self.class_var=class_var\n  self.init_excluded=init_excluded\n  self.visibility=visibility\n  self.keeps_stripped_place=keeps_stripped_place\n return __init__',
    'def __create_fn__(_type_rule, _type_admits_null, _type_required, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_admits_null, _dflt_required, _return_type):\n def __init__(self,rule:_type_rule,admits_null:_type_admits_null=_dflt_admits_null,required:_type_required=_dflt_required)->_return_type:\n  self.rule=rule\n  self.admits_null=admits_null\n  self.required=required\n return __init__',
    'def __create_fn__(_type_rule, _type_default, _type_writes_default, _type_required, _type_not_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_default, _dflt_writes_default, _dflt_required, _dflt_not_null, _return_type):\n def __init__(self,rule:_type_rule,default:_type_default=_dflt_default,writes_default:_type_writes_default=_dflt_writes_default,required:_type_required=_dflt_required,not_null:_type_not_null=_dflt_not_null)->_return_type:\n  self.rule=rule\n  self.default=default\n  self.writes_default=writes_default\n  self.required=required\n  self.not_null=not_null\n return __init__',
    'def __create_fn__(_type_rule, _type_members, _type_nullable, _type_preserve_order, _type_one_member_is_type, _type_spread, _type_null_moved, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_nullable, _dflt_preserve_order, _dflt_one_member_is_type, _dflt_spread, _dflt_null_moved, _return_type):\n def __init__(self,rule:_type_rule,members:_type_members,nullable:_type_nullable=_dflt_nullable,preserve_order:_type_preserve_order=_dflt_preserve_order,one_member_is_type:_type_one_member_is_type=_dflt_one_member_is_type,spread:_type_spread=_dflt_spread,null_moved:_type_null_moved=_dflt_null_moved)->_return_type:\n  self.rule=rule\n  self.members=members\n  self.nullable=nullable\n  self.preserve_order=preserve_order\n  self.one_member_is_type=one_member_is_type\n  self.spread=spread\n  self.null_moved=null_moved\n return __init__',
    'def __create_fn__(_type_schema, _type_from_item_schema, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_from_item_schema, _return_type):\n def __init__(self,schema:_type_schema,from_item_schema:_type_from_item_schema=_dflt_from_item_schema)->_return_type:\n  self.schema=schema\n  self.from_item_schema=from_item_schema\n return __init__',
    'def __create_fn__(_type_schema, _type_from_item_schema, _type_location, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_from_item_schema, _dflt_location, _return_type):\n def __init__(self,schema:_type_schema,from_item_schema:_type_from_item_schema=_dflt_from_item_schema,location:_type_location=_dflt_location)->_return_type:\n  self.schema=schema\n  self.from_item_schema=from_item_schema\n  self.location=location\n return __init__',
    'def __create_fn__(_type_schema, _type_parent, _type_constrained, _type_preserve_root_model, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_parent, _dflt_constrained, _dflt_preserve_root_model, _return_type):\n def __init__(self,schema:_type_schema,parent:_type_parent=_dflt_parent,constrained:_type_constrained=_dflt_constrained,preserve_root_model:_type_preserve_root_model=_dflt_preserve_root_model)->_return_type:\n  self.schema=schema\n  self.parent=parent\n  self.constrained=constrained\n  self.preserve_root_model=preserve_root_model\n return __init__',
    'def __create_fn__(_type_shared_parent_wrappers, _type_renames_colliding_types, _type_same_module, _type_renamed_apart, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_renamed_apart, _return_type):\n def __init__(self,shared_parent_wrappers:_type_shared_parent_wrappers,renames_colliding_types:_type_renames_colliding_types,same_module:_type_same_module,renamed_apart:_type_renamed_apart=_dflt_renamed_apart)->_return_type:\n  self.shared_parent_wrappers=shared_parent_wrappers\n  self.renames_colliding_types=renames_colliding_types\n  self.same_module=same_module\n  self.renamed_apart=renamed_apart\n return __init__',
    'def __create_fn__(_type_shown, _type_collecting, _type_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shown, _dflt_collecting, _dflt_names, _return_type):\n def __init__(self,shown:_type_shown=_dflt_shown,collecting:_type_collecting=_dflt_collecting,names:_type_names=_dflt_names)->_return_type:\n  self.shown=shown\n  self.collecting=collecting\n  self.names=names\n return __init__',
    'def __create_fn__(_type_site, _type_models, _type_keys_by_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,site:_type_site,models:_type_models,keys_by_path:_type_keys_by_path)->_return_type:\n  self.site=site\n  self.models=models\n  self.keys_by_path=keys_by_path\n return __init__',
    'def __create_fn__(_type_site, _type_names, _type_status, _type_msgspec, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_msgspec, _return_type):\n def __init__(self,site:_type_site,names:_type_names,status:_type_status,msgspec:_type_msgspec=_dflt_msgspec)->_return_type:\n  self.site=site\n  self.names=names\n  self.status=status\n  self.msgspec=msgspec\n return __init__',
    'def __create_fn__(_type_site_models, _type_typed_map_values, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_site_models, _dflt_typed_map_values, _return_type):\n def __init__(self,site_models:_type_site_models=_dflt_site_models,typed_map_values:_type_typed_map_values=_dflt_typed_map_values)->_return_type:\n  self.site_models=site_models\n  self.typed_map_values=typed_map_values\n return __init__',
    "def __create_fn__(_type_size, _type_minimum, _type_median, _type_maximum, _type_mean, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,size:_type_size,minimum:_type_minimum,median:_type_median,maximum:_type_maximum,mean:_type_mean)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'size',size)\n  __dataclass_builtins_object__.__setattr__(self,'minimum',minimum)\n  __dataclass_builtins_object__.__setattr__(self,'median',median)\n  __dataclass_builtins_object__.__setattr__(self,'maximum',maximum)\n  __dataclass_builtins_object__.__setattr__(self,'mean',mean)\n return __init__",
    'def __create_fn__(_type_snapshot, _type_nodes, _type_edges, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,snapshot:_type_snapshot,nodes:_type_nodes,edges:_type_edges)->_return_type:\n  self.snapshot=snapshot\n  self.nodes=nodes\n  self.edges=edges\n return __init__',
    'def __create_fn__(_type_sorted_data_models, _type_module_split_mode, _type_all_exports_scope, _type_module_models, _type_model_to_module_models, _type_model_path_to_module_name, _type_internal_modules, _type_forwarder_map, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,sorted_data_models:_type_sorted_data_models,module_split_mode:_type_module_split_mode,all_exports_scope:_type_all_exports_scope)->_return_type:\n  self.sorted_data_models=sorted_data_models\n  self.module_split_mode=module_split_mode\n  self.all_exports_scope=all_exports_scope\n return __init__',
    'def __create_fn__(_type_source, _type_keyword, _type_document, _type_ref, _type_spelling, _type_home, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_home, _return_type):\n def __init__(self,source:_type_source,keyword:_type_keyword,document:_type_document,ref:_type_ref,spelling:_type_spelling,home:_type_home=_dflt_home)->_return_type:\n  self.source=source\n  self.keyword=keyword\n  self.document=document\n  self.ref=ref\n  self.spelling=spelling\n  self.home=home\n return __init__',
    'def __create_fn__(_type_spec, _type_writer, _type_run, _type_when, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_when, _return_type):\n def __init__(self,spec:_type_spec,writer:_type_writer,run:_type_run,when:_type_when=_dflt_when)->_return_type:\n  self.spec=spec\n  self.writer=writer\n  self.run=run\n  self.when=when\n return __init__',
    'def __create_fn__(_type_strict, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_strict, _return_type):\n def __init__(self,strict:_type_strict=_dflt_strict)->_return_type:\n  self.strict=strict\n return __init__',
    'def __create_fn__(_type_strict_nullable, _type_use_missing_sentinel, _type_force_optional, _type_nullable_as_type_list, _type_type_excludes_member_null, _type_read_nullable_beside_type_list, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_strict_nullable, _dflt_use_missing_sentinel, _dflt_force_optional, _dflt_nullable_as_type_list, _dflt_type_excludes_member_null, _dflt_read_nullable_beside_type_list, _return_type):\n def __init__(self,strict_nullable:_type_strict_nullable=_dflt_strict_nullable,use_missing_sentinel:_type_use_missing_sentinel=_dflt_use_missing_sentinel,force_optional:_type_force_optional=_dflt_force_optional,nullable_as_type_list:_type_nullable_as_type_list=_dflt_nullable_as_type_list,type_excludes_member_null:_type_type_excludes_member_null=_dflt_type_excludes_member_null,read_nullable_beside_type_list:_type_read_nullable_beside_type_list=_dflt_read_nullable_beside_type_list)->_return_type:\n  self.strict_nullable=strict_nullable\n  self.use_missing_sentinel=use_missing_sentinel\n  self.force_optional=force_optional\n  self.nullable_as_type_list=nullable_as_type_list\n  self.type_excludes_member_null=type_excludes_member_null\n  self.read_nullable_beside_type_list=read_nullable_beside_type_list\n return __init__',
    "def __create_fn__(_type_strip_whitespace, _type_to_upper, _type_to_lower, _type_strict, _type_min_length, _type_max_length, _type_pattern, _type_ascii_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_strip_whitespace, _dflt_to_upper, _dflt_to_lower, _dflt_strict, _dflt_min_length, _dflt_max_length, _dflt_pattern, _dflt_ascii_only, _return_type):\n def __init__(self,strip_whitespace:_type_strip_whitespace=_dflt_strip_whitespace,to_upper:_type_to_upper=_dflt_to_upper,to_lower:_type_to_lower=_dflt_to_lower,strict:_type_strict=_dflt_strict,min_length:_type_min_length=_dflt_min_length,max_length:_type_max_length=_dflt_max_length,pattern:_type_pattern=_dflt_pattern,ascii_only:_type_ascii_only=_dflt_ascii_only)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'strip_whitespace',strip_whitespace)\n  __dataclass_builtins_object__.__setattr__(self,'to_upper',to_upper)\n  __dataclass_builtins_object__.__setattr__(self,'to_lower',to_lower)\n  __dataclass_builtins_object__.__setattr__(self,'strict',strict)\n  __dataclass_builtins_object__.__setattr__(self,'min_length',min_length)\n  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)\n  __dataclass_builtins_object__.__setattr__(self,'pattern',pattern)\n  __dataclass_builtins_object__.__setattr__(self,'ascii_only',ascii_only)\n return __init__",
    "def __create_fn__(_type_tag, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,tag:_type_tag)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'tag',tag)\n return __init__",
    'def __create_fn__(_type_target_python_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,target_python_version:_type_target_python_version)->_return_type:\n  self.target_python_version=target_python_version\n return __init__',
    'def __create_fn__(_type_text, _type_declared_factory, _type_default, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,text:_type_text,declared_factory:_type_declared_factory,default:_type_default)->_return_type:\n  self.text=text\n  self.declared_factory=declared_factory\n  self.default=default\n return __init__',
    'def __create_fn__(_type_text, _type_factory, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,text:_type_text,factory:_type_factory)->_return_type:\n  self.text=text\n  self.factory=factory\n return __init__',
    "def __create_fn__(_type_title, _type_script, _type_intro, _type_columns, _type_cells, _type_details, _type_table_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_table_notes, _return_type):\n def __init__(self,title:_type_title,script:_type_script,intro:_type_intro,columns:_type_columns,cells:_type_cells,details:_type_details,table_notes:_type_table_notes=_dflt_table_notes)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'title',title)\n  __dataclass_builtins_object__.__setattr__(self,'script',script)\n  __dataclass_builtins_object__.__setattr__(self,'intro',intro)\n  __dataclass_builtins_object__.__setattr__(self,'columns',columns)\n  __dataclass_builtins_object__.__setattr__(self,'cells',cells)\n  __dataclass_builtins_object__.__setattr__(self,'details',details)\n  __dataclass_builtins_object__.__setattr__(self,'table_notes',table_notes)\n return __init__",
    "def __create_fn__(_type_top_level_alternation, _type_global_flags, _type_group_names, _type_read_alike, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,top_level_alternation:_type_top_level_alternation,global_flags:_type_global_flags,group_names:_type_group_names,read_alike:_type_read_alike)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'top_level_alternation',top_level_alternation)\n  __dataclass_builtins_object__.__setattr__(self,'global_flags',global_flags)\n  __dataclass_builtins_object__.__setattr__(self,'group_names',group_names)\n  __dataclass_builtins_object__.__setattr__(self,'read_alike',read_alike)\n return __init__",
    'def __create_fn__(_type_type_has_null, _type_type_null, _type_type_list, _type_type_lists_null, _type_type_lists_object, _type_typed, _type_type_string, _type_member_null, _type_nullable, _type_copied_nullable, _type_enum_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type_has_null, _dflt_type_null, _dflt_type_list, _dflt_type_lists_null, _dflt_type_lists_object, _dflt_typed, _dflt_type_string, _dflt_member_null, _dflt_nullable, _dflt_copied_nullable, _dflt_enum_null, _return_type):\n def __init__(self,type_has_null:_type_type_has_null=_dflt_type_has_null,type_null:_type_type_null=_dflt_type_null,type_list:_type_type_list=_dflt_type_list,type_lists_null:_type_type_lists_null=_dflt_type_lists_null,type_lists_object:_type_type_lists_object=_dflt_type_lists_object,typed:_type_typed=_dflt_typed,type_string:_type_type_string=_dflt_type_string,member_null:_type_member_null=_dflt_member_null,nullable:_type_nullable=_dflt_nullable,copied_nullable:_type_copied_nullable=_dflt_copied_nullable,enum_null:_type_enum_null=_dflt_enum_null)->_return_type:\n  self.type_has_null=type_has_null\n  self.type_null=type_null\n  self.type_list=type_list\n  self.type_lists_null=type_lists_null\n  self.type_lists_object=type_lists_object\n  self.typed=typed\n  self.type_string=type_string\n  self.member_null=member_null\n  self.nullable=nullable\n  self.copied_nullable=copied_nullable\n  self.enum_null=enum_null\n return __init__',
    'def __create_fn__(_type_type_keywords, _type_number_value_types, _type_target_number_keywords, _type_annotation_unions_take, _type_fixed_tuples_take_length, _type_literals_take, _type_zero_bound_classes, _type_writes_constrained_types, _type_int_values, _type_drops_non_finite_bounds, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,type_keywords:_type_type_keywords,number_value_types:_type_number_value_types,target_number_keywords:_type_target_number_keywords,annotation_unions_take:_type_annotation_unions_take,fixed_tuples_take_length:_type_fixed_tuples_take_length,literals_take:_type_literals_take,zero_bound_classes:_type_zero_bound_classes,writes_constrained_types:_type_writes_constrained_types,int_values:_type_int_values,drops_non_finite_bounds:_type_drops_non_finite_bounds)->_return_type:\n  self.type_keywords=type_keywords\n  self.number_value_types=number_value_types\n  self.target_number_keywords=target_number_keywords\n  self.annotation_unions_take=annotation_unions_take\n  self.fixed_tuples_take_length=fixed_tuples_take_length\n  self.literals_take=literals_take\n  self.zero_bound_classes=zero_bound_classes\n  self.writes_constrained_types=writes_constrained_types\n  self.int_values=int_values\n  self.drops_non_finite_bounds=drops_non_finite_bounds\n return __init__',
    'def __create_fn__(_type_type_override_model_names, _type_base_stand_in_keys, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type_override_model_names, _dflt_base_stand_in_keys, _return_type):\n def __init__(self,type_override_model_names:_type_type_override_model_names=_dflt_type_override_model_names,base_stand_in_keys:_type_base_stand_in_keys=_dflt_base_stand_in_keys)->_return_type:\n  self.type_override_model_names=type_override_model_names\n  self.base_stand_in_keys=base_stand_in_keys\n return __init__',
    'def __create_fn__(_type_type_ref, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,type_ref:_type_type_ref)->_return_type:\n  self.type_ref=type_ref\n return __init__',
    "def __create_fn__(_type_tz, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,tz:_type_tz)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'tz',tz)\n return __init__",
    'def __create_fn__(_type_union, _type_optional, _type_annotated, _type_any_, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_union, _dflt_optional, _dflt_annotated, _dflt_any_, _return_type):\n def __init__(self,union:_type_union=_dflt_union,optional:_type_optional=_dflt_optional,annotated:_type_annotated=_dflt_annotated,any_:_type_any_=_dflt_any_)->_return_type:\n  self.union=union\n  self.optional=optional\n  self.annotated=annotated\n  self.any_=any_\n return __init__',
    "def __create_fn__(_type_unit, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,unit:_type_unit)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n return __init__",
    'def __create_fn__(_type_used_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,used_names:_type_used_names)->_return_type:\n  self.used_names=used_names\n return __init__',
    'def __create_fn__(_type_uuid_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,uuid_version:_type_uuid_version)->_return_type:\n  self.uuid_version=uuid_version\n return __init__',
    'def __create_fn__(_type_validators, _type_field_validators, _type_root_validators, _type_field_serializers, _type_model_serializers, _type_model_validators, _type_computed_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_validators, _dflt_field_validators, _dflt_root_validators, _dflt_field_serializers, _dflt_model_serializers, _dflt_model_validators, _dflt_computed_fields, _return_type):\n def __init__(self,validators:_type_validators=_HAS_DEFAULT_FACTORY,field_validators:_type_field_validators=_HAS_DEFAULT_FACTORY,root_validators:_type_root_validators=_HAS_DEFAULT_FACTORY,field_serializers:_type_field_serializers=_HAS_DEFAULT_FACTORY,model_serializers:_type_model_serializers=_HAS_DEFAULT_FACTORY,model_validators:_type_model_validators=_HAS_DEFAULT_FACTORY,computed_fields:_type_computed_fields=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.validators=_dflt_validators() if validators is _HAS_DEFAULT_FACTORY else validators\n  self.field_validators=_dflt_field_validators() if field_validators is _HAS_DEFAULT_FACTORY else field_validators\n  self.root_validators=_dflt_root_validators() if root_validators is _HAS_DEFAULT_FACTORY else root_validators\n  self.field_serializers=_dflt_field_serializers() if field_serializers is _HAS_DEFAULT_FACTORY else field_serializers\n  self.model_serializers=_dflt_model_serializers() if model_serializers is _HAS_DEFAULT_FACTORY else model_serializers\n  self.model_validators=_dflt_model_validators() if model_validators is _HAS_DEFAULT_FACTORY else model_validators\n  self.computed_fields=_dflt_computed_fields() if computed_fields is _HAS_DEFAULT_FACTORY else computed_fields\n return __init__',
    'def __create_fn__(_type_value, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,value:_type_value)->_return_type:\n  self.value=value\n return __init__',
    'def __create_fn__(_type_value, _type_always_lambda, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_always_lambda, _return_type):\n def __init__(self,value:_type_value,always_lambda:_type_always_lambda=_dflt_always_lambda)->_return_type:\n  self.value=value\n  self.always_lambda=always_lambda\n return __init__',
    'def __create_fn__(_type_value, _type_missing_sentinel, _type_why, _type_items, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_items, _return_type):\n def __init__(self,value:_type_value,missing_sentinel:_type_missing_sentinel,why:_type_why,items:_type_items=_dflt_items)->_return_type:\n  self.value=value\n  self.missing_sentinel=missing_sentinel\n  self.why=why\n  self.items=items\n return __init__',
    'def __create_fn__(_type_value, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,value:_type_value,rule:_type_rule)->_return_type:\n  self.value=value\n  self.rule=rule\n return __init__',
    'def __create_fn__(_type_values, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,values:_type_values,rule:_type_rule)->_return_type:\n  self.values=values\n  self.rule=rule\n return __init__',
    'def __create_fn__(_type_variant, _type_property_name, _type_kept, _type_owner, _type_others, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,variant:_type_variant,property_name:_type_property_name,kept:_type_kept,owner:_type_owner,others:_type_others)->_return_type:\n  self.variant=variant\n  self.property_name=property_name\n  self.kept=kept\n  self.owner=owner\n  self.others=others\n return __init__',
    'def __create_fn__(_type_variant_takes_tag, _type_writes_argument, _type_struct_tags, _type_bool_tags, _type_literal_holds_members, _type_flattens_layouts, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,variant_takes_tag:_type_variant_takes_tag,writes_argument:_type_writes_argument,struct_tags:_type_struct_tags,bool_tags:_type_bool_tags,literal_holds_members:_type_literal_holds_members,flattens_layouts:_type_flattens_layouts)->_return_type:\n  self.variant_takes_tag=variant_takes_tag\n  self.writes_argument=writes_argument\n  self.struct_tags=struct_tags\n  self.bool_tags=bool_tags\n  self.literal_holds_members=literal_holds_members\n  self.flattens_layouts=flattens_layouts\n return __init__',
    'def __create_fn__(_type_warnings, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_warnings, _return_type):\n def __init__(self,warnings:_type_warnings=_dflt_warnings)->_return_type:\n  self.warnings=warnings\n return __init__',
    "def __create_fn__(_type_wrapped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,wrapped:_type_wrapped)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'wrapped',wrapped)\n return __init__",
    'def __create_fn__(_type_wrapped, _type_decorator_info, _type_shim, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shim, _return_type):\n def __init__(self,wrapped:_type_wrapped,decorator_info:_type_decorator_info,shim:_type_shim=_dflt_shim)->_return_type:\n  self.wrapped=wrapped\n  self.decorator_info=decorator_info\n  self.shim=shim\n  self.__post_init__()\n return __init__',
    'def __create_fn__(_type_wrapped_property, _type_return_type, _type_alias, _type_alias_priority, _type_exclude_if, _type_title, _type_field_title_generator, _type_description, _type_deprecated, _type_examples, _type_json_schema_extra, _type_repr, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,wrapped_property:_type_wrapped_property,return_type:_type_return_type,alias:_type_alias,alias_priority:_type_alias_priority,exclude_if:_type_exclude_if,title:_type_title,field_title_generator:_type_field_title_generator,description:_type_description,deprecated:_type_deprecated,examples:_type_examples,json_schema_extra:_type_json_schema_extra,repr:_type_repr)->_return_type:\n  self.wrapped_property=wrapped_property\n  self.return_type=return_type\n  self.alias=alias\n  self.alias_priority=alias_priority\n  self.exclude_if=exclude_if\n  self.title=title\n  self.field_title_generator=field_title_generator\n  self.description=description\n  self.deprecated=deprecated\n  self.examples=examples\n  self.json_schema_extra=json_schema_extra\n  self.repr=repr\n return __init__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'_value\',\'import_\',\'prefix\',\'suffix\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'base_path\',\'encoding\',\'directory_input_filter\',\'remote_text_cache\',\'allow_remote_refs\',\'strict_refs\',\'allow_private_network\',\'http_backend\',\'http_headers\',\'http_local_ref_path\',\'http_ignore_tls\',\'http_query_parameters\',\'http_timeout\',\'external_ref_mapping\',\'remote_response_observer\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'class_names\',\'field_scopes\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'count\',\'example\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'discriminator\',\'custom_error_type\',\'custom_error_message\',\'custom_error_context\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'files\',\'output_directory\',\'headers\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'func\',\'json_schema_input_type\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'func\',\'return_type\',\'when_used\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'func\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'ge\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'generation\',\'module_names\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'gt\',\'ge\',\'lt\',\'le\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'gt\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'id\',\'kind\',\'target\',\'message\',\'warning_since\',\'removal_version\',\'replacement\',\'status\',\'warning_category\',\'note\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'import_\',\'from_\',\'alias\',\'reference_path\',\'keep_unaliased\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'le\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'location\',\'name\',\'style\',\'explode\',\'required\',\'allow_reserved\',\'content_media_type\',\'shape\',\'kind\',\'fields\',\'additional\',\'reserved_names\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'lt\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'max_length\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'min_length\',\'max_length\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'min_length\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'multiple_of\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'kind\',\'repeated\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'null_in_type_array\',\'defs_not_definitions\',\'prefix_items\',\'boolean_schemas\',\'id_field\',\'definitions_key\',\'exclusive_as_number\',\'read_only_write_only\',\'const_support\',\'property_names\',\'contains\',\'deprecated_keyword\',\'if_then_else\',\'content_encoding\',\'content_schema\',\'anchor\',\'vocabulary\',\'unevaluated_properties\',\'unevaluated_items\',\'dependent_required\',\'dependent_schemas\',\'recursive_ref\',\'dynamic_ref\',\'nullable_keyword\',\'discriminator_support\',\'webhooks\',\'ref_sibling_keywords\',\'media_item_schema\',\'openapi_self\',\'querystring_parameter\',\'xml_support\',\'external_docs\',\'links\',\'callbacks\',\'security_schemes\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'null_in_type_array\',\'defs_not_definitions\',\'prefix_items\',\'boolean_schemas\',\'id_field\',\'definitions_key\',\'exclusive_as_number\',\'read_only_write_only\',\'const_support\',\'property_names\',\'contains\',\'deprecated_keyword\',\'if_then_else\',\'content_encoding\',\'content_schema\',\'anchor\',\'vocabulary\',\'unevaluated_properties\',\'unevaluated_items\',\'dependent_required\',\'dependent_schemas\',\'recursive_ref\',\'dynamic_ref\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'pattern\',\'untaken\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'size\',\'minimum\',\'median\',\'maximum\',\'mean\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'strip_whitespace\',\'to_upper\',\'to_lower\',\'strict\',\'min_length\',\'max_length\',\'pattern\',\'ascii_only\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'tag\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'title\',\'script\',\'intro\',\'columns\',\'cells\',\'details\',\'table_notes\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'top_level_alternation\',\'global_flags\',\'group_names\',\'read_alike\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'tz\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'unit\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'wrapped\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'_value\',\'import_\',\'prefix\',\'suffix\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'base_path\',\'encoding\',\'directory_input_filter\',\'remote_text_cache\',\'allow_remote_refs\',\'strict_refs\',\'allow_private_network\',\'http_backend\',\'http_headers\',\'http_local_ref_path\',\'http_ignore_tls\',\'http_query_parameters\',\'http_timeout\',\'external_ref_mapping\',\'remote_response_observer\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'class_names\',\'field_scopes\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'count\',\'example\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'discriminator\',\'custom_error_type\',\'custom_error_message\',\'custom_error_context\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'files\',\'output_directory\',\'headers\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'func\',\'json_schema_input_type\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'func\',\'return_type\',\'when_used\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'func\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'ge\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'generation\',\'module_names\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'gt\',\'ge\',\'lt\',\'le\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'gt\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'id\',\'kind\',\'target\',\'message\',\'warning_since\',\'removal_version\',\'replacement\',\'status\',\'warning_category\',\'note\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'import_\',\'from_\',\'alias\',\'reference_path\',\'keep_unaliased\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'le\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'location\',\'name\',\'style\',\'explode\',\'required\',\'allow_reserved\',\'content_media_type\',\'shape\',\'kind\',\'fields\',\'additional\',\'reserved_names\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'lt\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'max_length\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'min_length\',\'max_length\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'min_length\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'multiple_of\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'kind\',\'repeated\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'null_in_type_array\',\'defs_not_definitions\',\'prefix_items\',\'boolean_schemas\',\'id_field\',\'definitions_key\',\'exclusive_as_number\',\'read_only_write_only\',\'const_support\',\'property_names\',\'contains\',\'deprecated_keyword\',\'if_then_else\',\'content_encoding\',\'content_schema\',\'anchor\',\'vocabulary\',\'unevaluated_properties\',\'unevaluated_items\',\'dependent_required\',\'dependent_schemas\',\'recursive_ref\',\'dynamic_ref\',\'nullable_keyword\',\'discriminator_support\',\'webhooks\',\'ref_sibling_keywords\',\'media_item_schema\',\'openapi_self\',\'querystring_parameter\',\'xml_support\',\'external_docs\',\'links\',\'callbacks\',\'security_schemes\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'null_in_type_array\',\'defs_not_definitions\',\'prefix_items\',\'boolean_schemas\',\'id_field\',\'definitions_key\',\'exclusive_as_number\',\'read_only_write_only\',\'const_support\',\'property_names\',\'contains\',\'deprecated_keyword\',\'if_then_else\',\'content_encoding\',\'content_schema\',\'anchor\',\'vocabulary\',\'unevaluated_properties\',\'unevaluated_items\',\'dependent_required\',\'dependent_schemas\',\'recursive_ref\',\'dynamic_ref\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'pattern\',\'untaken\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'size\',\'minimum\',\'median\',\'maximum\',\'mean\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'strip_whitespace\',\'to_upper\',\'to_lower\',\'strict\',\'min_length\',\'max_length\',\'pattern\',\'ascii_only\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'tag\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'title\',\'script\',\'intro\',\'columns\',\'cells\',\'details\',\'table_notes\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'top_level_alternation\',\'global_flags\',\'group_names\',\'read_alike\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'tz\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'unit\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'wrapped\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
)


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return ()==()
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.alias,self.validation_alias,self.serialization_alias,)==(other.alias,other.validation_alias,other.serialization_alias,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.allow_inf_nan,)==(other.allow_inf_nan,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.annotation,self.complete,)==(other.annotation,other.complete,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.annotation_form,self.call,self.default,self.has_default_factory_in_field,self.omitted,self.symbol_imports,self.why,self.annotated_call,self.bare_default,self.qualifiers,self.written_type,)==(other.annotation_form,other.call,other.default,other.has_default_factory_in_field,other.omitted,other.symbol_imports,other.why,other.annotated_call,other.bare_default,other.qualifiers,other.written_type,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.any,self.default,self.factory,)==(other.any,other.default,other.factory,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.args,self.suppress_parse_warnings,self.default_build_code_formatter,self.result_type,self.config,self.sorted_data_models,self.model_identities,self.module_models,self.internal_modules,self.forwarder_map,self.model_to_module_models,self.model_path_to_module_name,self.module_results,self.unused_models,self.module_to_import,self.contexts,self.decisions,self.output,)==(other.args,other.suppress_parse_warnings,other.default_build_code_formatter,other.result_type,other.config,other.sorted_data_models,other.model_identities,other.module_models,other.internal_modules,other.forwarder_map,other.model_to_module_models,other.model_path_to_module_name,other.module_results,other.unused_models,other.module_to_import,other.contexts,other.decisions,other.output,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.assigned,self.construction_assigned,self.binds_class_attribute,self.constructor_default,self.participates_in_constructor,self.rule,self.place_assigned,)==(other.assigned,other.construction_assigned,other.binds_class_attribute,other.constructor_default,other.participates_in_constructor,other.rule,other.place_assigned,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.base,self.subclasses_value_type,self.rule,)==(other.base,other.subclasses_value_type,other.rule,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.base_path,self.encoding,self.directory_input_filter,self.remote_text_cache,self.allow_remote_refs,self.strict_refs,self.allow_private_network,self.http_backend,self.http_headers,self.http_local_ref_path,self.http_ignore_tls,self.http_query_parameters,self.http_timeout,self.external_ref_mapping,self.remote_response_observer,)==(other.base_path,other.encoding,other.directory_input_filter,other.remote_text_cache,other.allow_remote_refs,other.strict_refs,other.allow_private_network,other.http_backend,other.http_headers,other.http_local_ref_path,other.http_ignore_tls,other.http_query_parameters,other.http_timeout,other.external_ref_mapping,other.remote_response_observer,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.changed_models,)==(other.changed_models,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.child,self.objects,self.root,)==(other.child,other.objects,other.root,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.choices,)==(other.choices,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.class_names,self.field_scopes,)==(other.class_names,other.field_scopes,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.cls_ref,self.cls_var_name,self.func,self.shim,self.info,)==(other.cls_ref,other.cls_var_name,other.func,other.shim,other.info,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.node,self.base,)==(other.code,other.node,other.base,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.condition,self.then_groups,self.else_groups,)==(other.condition,other.then_groups,other.else_groups,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.config_field,self.auto,self.detect,self.features,)==(other.config_field,other.auto,other.detect,other.features,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.const,self.location,self.as_member,)==(other.const,other.location,other.as_member,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.constraints,self.untaken,self.dropped_counts,self.records,self.type_list_unique,)==(other.constraints,other.untaken,other.dropped_counts,other.records,other.type_list_unique,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.construct,self.library,self.minimum,self.unset_target,self.form,self.backport,self.label,self.config_key,)==(other.construct,other.library,other.minimum,other.unset_target,other.form,other.backport,other.label,other.config_key,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.contexts,self.internal_modules,self.model_path_to_module_name,)==(other.contexts,other.internal_modules,other.model_path_to_module_name,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.contexts,self.unused_models,self.model_to_module_models,self.module_to_import,self.forwarder_modules,self.with_import,self.config,self.internal_modules,self.model_path_to_module_name,self.all_models,self.model_imports,self.renamed_models,self.additional_properties_models,)==(other.contexts,other.unused_models,other.model_to_module_models,other.module_to_import,other.forwarder_modules,other.with_import,other.config,other.internal_modules,other.model_path_to_module_name,other.all_models,other.model_imports,other.renamed_models,other.additional_properties_models,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.count,self.example,)==(other.count,other.example,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.counts,self.aliases,)==(other.counts,other.aliases,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.data,self.forced,self.text,)==(other.data,other.forced,other.text,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.data,self.text,)==(other.data,other.text,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.declared_properties,self.pattern_properties,self.rejected_patterns,self.additional_property_type,self.allow_unmatched,)==(other.declared_properties,other.pattern_properties,other.rejected_patterns,other.additional_property_type,other.allow_unmatched,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.defs_remapping,self.json_remapping,)==(other.defs_remapping,other.json_remapping,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.diagnostic_source_path,self.prefetched_source,self.formatter_cwd,self.preserve_circular_root_models,self.suppress_parse_warnings,self.untyped_nullable_maps,self.yielding_names,self.document_roles,)==(other.diagnostic_source_path,other.prefetched_source,other.formatter_cwd,other.preserve_circular_root_models,other.suppress_parse_warnings,other.untyped_nullable_maps,other.yielding_names,other.document_roles,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.discriminator,self.custom_error_type,self.custom_error_message,self.custom_error_context,)==(other.discriminator,other.custom_error_type,other.custom_error_message,other.custom_error_context,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.document,self.root_base,self.names,self.defaults,self.resources,self.embedded,self.dynamic_anchors,self.implicit_resources,self.embeds_resources,)==(other.document,other.root_base,other.names,other.defaults,other.resources,other.embedded,other.dynamic_anchors,other.implicit_resources,other.embeds_resources,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.document,self.tokens,)==(other.document,other.tokens,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.encoder,)==(other.encoder,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.enter_phase,)==(other.enter_phase,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.entries,self.default,self.typed,)==(other.entries,other.default,other.typed,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.facts,self.model_ids_by_object,)==(other.facts,other.model_ids_by_object,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.facts,self.model_ids_by_object,self.next_model_id,self.next_data_type_id,)==(other.facts,other.model_ids_by_object,other.next_model_id,other.next_data_type_id,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.fail_fast,)==(other.fail_fast,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.field,)==(other.field,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.field,self.source,self.revision,self.parent,self.own,self.references,self.reads,self.value,self.verified,)==(other.field,other.source,other.revision,other.parent,other.own,other.references,other.reads,other.value,other.verified,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.fields,self.mode,self.check_fields,self.json_schema_input_type,)==(other.fields,other.mode,other.check_fields,other.json_schema_input_type,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.fields,self.mode,self.each_item,self.always,self.check_fields,)==(other.fields,other.mode,other.each_item,other.always,other.check_fields,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.fields,self.mode,self.return_type,self.when_used,self.check_fields,)==(other.fields,other.mode,other.return_type,other.when_used,other.check_fields,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.files,self.output_directory,self.headers,)==(other.files,other.output_directory,other.headers,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.filter_forward_references,self.generated_formatter_safe,)==(other.filter_forward_references,other.generated_formatter_safe,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.frozen,self.builtin_hash,self.custom_base_class,self.user_class_code,self.custom_template_dir,)==(other.frozen,other.builtin_hash,other.custom_base_class,other.user_class_code,other.custom_template_dir,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.full_path,self.from_,self.import_,self.written_from,self.beside_shared_import,)==(other.full_path,other.from_,other.import_,other.written_from,other.beside_shared_import,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.func,)==(other.func,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.func,self.json_schema_input_type,)==(other.func,other.json_schema_input_type,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.func,self.return_type,self.when_used,)==(other.func,other.return_type,other.when_used,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.ge,)==(other.ge,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.generation,self.module_names,)==(other.generation,other.module_names,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.get_pydantic_core_schema,self.get_pydantic_json_schema,)==(other.get_pydantic_core_schema,other.get_pydantic_json_schema,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.gt,)==(other.gt,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.gt,self.ge,self.lt,self.le,)==(other.gt,other.ge,other.lt,other.le,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.has_root_field,self.circular,self.runtime_object_validation,self.needs_model_regex_engine,self.field_constraints,self.constrains_through_root_types,self.constrained_root_field,self.constrained_root,self.root_type_is_map,self.root_type_names_model,self.names_inner_models,self.holder_has_container,self.list_item,self.collapses_list_items,)==(other.has_root_field,other.circular,other.runtime_object_validation,other.needs_model_regex_engine,other.field_constraints,other.constrains_through_root_types,other.constrained_root_field,other.constrained_root,other.root_type_is_map,other.root_type_names_model,other.names_inner_models,other.holder_has_container,other.list_item,other.collapses_list_items,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.holds_schema,self.numbers_keep_bounds,self.consumed_at_property,self.patterns_beside_literal,self.keeps_tuple_lengths,self.counts_beside_models,self.records_by_option,self.empty_record,)==(other.holds_schema,other.numbers_keep_bounds,other.consumed_at_property,other.patterns_beside_literal,other.keeps_tuple_lengths,other.counts_beside_models,other.records_by_option,other.empty_record,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.how,self.source,self.via,)==(other.how,other.source,other.via,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.data_type,self.owner_model,self.owner_field_index,self.role,self.reference,)==(other.id,other.data_type,other.owner_model,other.owner_field_index,other.role,other.reference,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.kind,self.target,self.message,self.warning_since,self.removal_version,self.replacement,self.status,self.warning_category,self.note,)==(other.id,other.kind,other.target,other.message,other.warning_since,other.removal_version,other.replacement,other.status,other.warning_category,other.note,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.parse_order,self.model,self.reference,self.path,self.file_path,)==(other.id,other.parse_order,other.model,other.reference,other.path,other.file_path,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.import_,)==(other.import_,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.import_,self.from_,self.alias,self.reference_path,self.keep_unaliased,)==(other.import_,other.from_,other.alias,other.reference_path,other.keep_unaliased,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.imports,)==(other.imports,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.internal_module,self.names,self.released,self.released_internal_modules,)==(other.internal_module,other.names,other.released,other.released_internal_modules,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.is_init,self.model_list,self.imports,self.scoped_model_resolver,self.all_module_fields,self.config,self.internal_modules,self.model_path_to_module_name,self.require_update_action_models,self.unused_models,self.unused_models_start,self.model_list_before_override_removal,self.current_unused_models,)==(other.is_init,other.model_list,other.imports,other.scoped_model_resolver,other.all_module_fields,other.config,other.internal_modules,other.model_path_to_module_name,other.require_update_action_models,other.unused_models,other.unused_models_start,other.model_list_before_override_removal,other.current_unused_models,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.json_schema,self.mode,)==(other.json_schema,other.mode,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kept,self.takes_null,)==(other.kept,other.takes_null,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.kept,self.null,self.strips_null,)==(other.key,other.kept,other.null,other.strips_null,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.owner,self.field,self.path,self.node,self.target,self.kind,self.eager,self.provenance,)==(other.key,other.owner,other.field,other.path,other.node,other.target,other.kind,other.eager,other.provenance,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.spelling,self.mapping,)==(other.key,other.spelling,other.mapping,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.keyword,self.groups,)==(other.keyword,other.groups,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.keywords,self.unsatisfiable,self.untaken_patterns,)==(other.keywords,other.unsatisfiable,other.untaken_patterns,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.location,)==(other.kind,other.location,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.le,)==(other.le,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.location,self.name,self.style,self.explode,self.required,self.allow_reserved,self.content_media_type,self.shape,self.kind,self.fields,self.additional,self.reserved_names,)==(other.location,other.name,other.style,other.explode,other.required,other.allow_reserved,other.content_media_type,other.shape,other.kind,other.fields,other.additional,other.reserved_names,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.locations,self.root_bases,self.resources,self.dynamic_anchors,self.embedded,self.keys,)==(other.locations,other.root_bases,other.resources,other.dynamic_anchors,other.embedded,other.keys,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.lt,)==(other.lt,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.max_length,)==(other.max_length,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.members,self.rule,)==(other.members,other.rule,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.metadata_assignment,self.factory_in_field,self.admits_none,)==(other.metadata_assignment,other.factory_in_field,other.admits_none,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.min_length,)==(other.min_length,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.min_length,self.max_length,)==(other.min_length,other.max_length,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.min_properties,self.max_properties,)==(other.min_properties,other.max_properties,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.minimum,self.target,self.constructs,)==(other.minimum,other.target,other.constructs,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mode,)==(other.mode,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mode,self.return_type,self.when_used,)==(other.mode,other.return_type,other.when_used,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.model,self.data_type,self.inner_class_name,self.root_import,)==(other.model,other.data_type,other.inner_class_name,other.root_import,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.model,self.field_name,self.mapping,self.field_name_mode,self.inline_models,self.property_name,self.union_written,self.enum_member_tags,)==(other.model,other.field_name,other.mapping,other.field_name_mode,other.inline_models,other.property_name,other.union_written,other.enum_member_tags,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.model_facts,self.data_type_facts,self.data_type_fact_by_object,self.base_owner_model_ids_by_object,self.model_by_path,self.model_by_ref_id,self.data_types_by_model,self.sites_by_target,self.shared_data_type_fact_ids,self.sites,)==(other.model_facts,other.data_type_facts,other.data_type_fact_by_object,other.base_owner_model_ids_by_object,other.model_by_path,other.model_by_ref_id,other.data_types_by_model,other.sites_by_target,other.shared_data_type_fact_ids,other.sites,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.model_list,self.model_list_before_override_removal,self.config,self.current_unused_models,self.live_models,)==(other.model_list,other.model_list_before_override_removal,other.config,other.current_unused_models,other.live_models,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.module,self.live_models,)==(other.module,other.live_models,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.modules,self.live_models,self.member_keywords,)==(other.modules,other.live_models,other.member_keywords,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mounted,self.home,)==(other.mounted,other.home,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.multiple_of,)==(other.multiple_of,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.applies,self.build,self.typed,)==(other.name,other.applies,other.build,other.typed,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.applies,self.rewrite,)==(other.name,other.applies,other.rewrite,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.build,)==(other.name,other.build,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.call,self.per_module,)==(other.name,other.call,other.per_module,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.cli_resolved,self.caller_relative,self.watched_as,)==(other.name,other.cli_resolved,other.caller_relative,other.watched_as,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.kind,self.repeated,)==(other.name,other.kind,other.repeated,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.modules,self.body,)==(other.name,other.modules,other.body,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.phase,self.view,self.steps,self.enters_phase,)==(other.name,other.phase,other.view,other.steps,other.enters_phase,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.run,)==(other.name,other.run,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.run,self.when,)==(other.name,other.run,other.when,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.union_tags,self.own_class_name,self.root_models,self.key_cache,self.base_dedup,)==(other.name,other.union_tags,other.own_class_name,other.root_models,other.key_cache,other.base_dedup,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.named,self.target,self.reference_written,self.rendered,self.held_dropped,self.stripped,)==(other.named,other.target,other.reference_written,other.rendered,other.held_dropped,other.stripped,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.node,)==(other.node,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.node,self.anchors,self.targets,)==(other.node,other.anchors,other.targets,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.node,self.form,self.args,self.container,self.mapping,self.key,self.base,)==(other.node,other.form,other.args,other.container,other.mapping,other.key,other.base,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.null_in_type_array,self.defs_not_definitions,self.prefix_items,self.boolean_schemas,self.id_field,self.definitions_key,self.exclusive_as_number,self.read_only_write_only,self.const_support,self.property_names,self.contains,self.deprecated_keyword,self.if_then_else,self.content_encoding,self.content_schema,self.anchor,self.vocabulary,self.unevaluated_properties,self.unevaluated_items,self.dependent_required,self.dependent_schemas,self.recursive_ref,self.dynamic_ref,)==(other.null_in_type_array,other.defs_not_definitions,other.prefix_items,other.boolean_schemas,other.id_field,other.definitions_key,other.exclusive_as_number,other.read_only_write_only,other.const_support,other.property_names,other.contains,other.deprecated_keyword,other.if_then_else,other.content_encoding,other.content_schema,other.anchor,other.vocabulary,other.unevaluated_properties,other.unevaluated_items,other.dependent_required,other.dependent_schemas,other.recursive_ref,other.dynamic_ref,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.null_in_type_array,self.defs_not_definitions,self.prefix_items,self.boolean_schemas,self.id_field,self.definitions_key,self.exclusive_as_number,self.read_only_write_only,self.const_support,self.property_names,self.contains,self.deprecated_keyword,self.if_then_else,self.content_encoding,self.content_schema,self.anchor,self.vocabulary,self.unevaluated_properties,self.unevaluated_items,self.dependent_required,self.dependent_schemas,self.recursive_ref,self.dynamic_ref,self.nullable_keyword,self.discriminator_support,self.webhooks,self.ref_sibling_keywords,self.media_item_schema,self.openapi_self,self.querystring_parameter,self.xml_support,self.external_docs,self.links,self.callbacks,self.security_schemes,)==(other.null_in_type_array,other.defs_not_definitions,other.prefix_items,other.boolean_schemas,other.id_field,other.definitions_key,other.exclusive_as_number,other.read_only_write_only,other.const_support,other.property_names,other.contains,other.deprecated_keyword,other.if_then_else,other.content_encoding,other.content_schema,other.anchor,other.vocabulary,other.unevaluated_properties,other.unevaluated_items,other.dependent_required,other.dependent_schemas,other.recursive_ref,other.dynamic_ref,other.nullable_keyword,other.discriminator_support,other.webhooks,other.ref_sibling_keywords,other.media_item_schema,other.openapi_self,other.querystring_parameter,other.xml_support,other.external_docs,other.links,other.callbacks,other.security_schemes,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.null_rule,self.is_optional,self.is_dict,self.is_list,self.is_set,self.is_frozen_set,self.is_mapping,self.is_sequence,self.is_tuple,self.tuple_item_count,self.kwargs,self.list_wrapper,self.drops_null_members,)==(other.null_rule,other.is_optional,other.is_dict,other.is_list,other.is_set,other.is_frozen_set,other.is_mapping,other.is_sequence,other.is_tuple,other.tuple_item_count,other.kwargs,other.list_wrapper,other.drops_null_members,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.numbers,self.string,self.array,)==(other.numbers,other.string,other.array,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.omit_redundant_constraints,self.use_decimal_in_field_forms,)==(other.omit_redundant_constraints,other.use_decimal_in_field_forms,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.operation,self.producer,)==(other.operation,other.producer,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.option_kind,self.recipe,self.constructor_import,self.normalize_constraints,)==(other.option_kind,other.recipe,other.constructor_import,other.normalize_constraints,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.order,self.recursive,)==(other.order,other.recursive,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.overrides,)==(other.overrides,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.owner,self.epoch,self.values,)==(other.owner,other.epoch,other.values,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.parser,self.obj,self.seen_refs,)==(other.parser,other.obj,other.seen_refs,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.pass_,self.model,self.field,)==(other.pass_,other.model,other.field,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.path,)==(other.path,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.path,self.build,self.site,self.typed,)==(other.path,other.build,other.site,other.typed,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.path_type,)==(other.path_type,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.pattern,self.untaken,)==(other.pattern,other.untaken,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.pattern_properties,self.required_groups,self.conditional_required,self.property_count,self.unique_items,self.replace_unique_items,)==(other.pattern_properties,other.required_groups,other.conditional_required,other.property_count,other.unique_items,other.replace_unique_items,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.positional,self.factory,self.kwargs,self.default_keyword,self.why,self.callee,)==(other.positional,other.factory,other.kwargs,other.default_keyword,other.why,other.callee,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.private_attributes,self.ignored_names,self.ignored_types,self.private_candidates,self.field_candidates,self.base_field_names,self.model_config_assigned,)==(other.private_attributes,other.ignored_names,other.ignored_types,other.private_candidates,other.field_candidates,other.base_field_names,other.model_config_assigned,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.ref,self.location,)==(other.ref,other.location,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.reference_counts,self.enabled,self.initialized,self.mutated,)==(other.reference_counts,other.enabled,other.initialized,other.mutated,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.reference_path,)==(other.reference_path,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.reuse_snapshot,self.inline_variants,self.unions,self.first_tags,self.union_written,self.reused_tag_fields,self.deferred_msgspec,self.defers_related,self.struct_tags,)==(other.reuse_snapshot,other.inline_variants,other.unions,other.first_tags,other.union_written,other.reused_tag_fields,other.deferred_msgspec,other.defers_related,other.struct_tags,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.role,self.is_any,self.null,)==(other.role,other.is_any,other.null,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.row,self.nullable,)==(other.row,other.nullable,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.row,self.source,self.union_tags,self.memo,)==(other.row,other.source,other.union_tags,other.memo,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.row,self.written,self.required,self.strips_none,self.annotated,self.class_var,self.init_excluded,self.visibility,self.keeps_stripped_place,)==(other.row,other.written,other.required,other.strips_none,other.annotated,other.class_var,other.init_excluded,other.visibility,other.keeps_stripped_place,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.rule,self.admits_null,self.required,)==(other.rule,other.admits_null,other.required,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.rule,self.default,self.writes_default,self.required,self.not_null,)==(other.rule,other.default,other.writes_default,other.required,other.not_null,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.rule,self.members,self.nullable,self.preserve_order,self.one_member_is_type,self.spread,self.null_moved,)==(other.rule,other.members,other.nullable,other.preserve_order,other.one_member_is_type,other.spread,other.null_moved,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.schema,self.from_item_schema,)==(other.schema,other.from_item_schema,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.schema,self.from_item_schema,self.location,)==(other.schema,other.from_item_schema,other.location,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.schema,self.parent,self.constrained,self.preserve_root_model,)==(other.schema,other.parent,other.constrained,other.preserve_root_model,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.shared_parent_wrappers,self.renames_colliding_types,self.same_module,self.renamed_apart,)==(other.shared_parent_wrappers,other.renames_colliding_types,other.same_module,other.renamed_apart,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.shown,self.collecting,self.names,)==(other.shown,other.collecting,other.names,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.site,self.names,self.status,self.msgspec,)==(other.site,other.names,other.status,other.msgspec,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.site_models,self.typed_map_values,)==(other.site_models,other.typed_map_values,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.size,self.minimum,self.median,self.maximum,self.mean,)==(other.size,other.minimum,other.median,other.maximum,other.mean,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.sorted_data_models,self.module_split_mode,self.all_exports_scope,self.module_models,self.model_to_module_models,self.model_path_to_module_name,self.internal_modules,self.forwarder_map,)==(other.sorted_data_models,other.module_split_mode,other.all_exports_scope,other.module_models,other.model_to_module_models,other.model_path_to_module_name,other.internal_modules,other.forwarder_map,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.source,self.keyword,self.document,self.ref,self.spelling,self.home,)==(other.source,other.keyword,other.document,other.ref,other.spelling,other.home,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.spec,self.writer,self.run,self.when,)==(other.spec,other.writer,other.run,other.when,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.strict,)==(other.strict,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.strict_nullable,self.use_missing_sentinel,self.force_optional,self.nullable_as_type_list,self.type_excludes_member_null,self.read_nullable_beside_type_list,)==(other.strict_nullable,other.use_missing_sentinel,other.force_optional,other.nullable_as_type_list,other.type_excludes_member_null,other.read_nullable_beside_type_list,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.strip_whitespace,self.to_upper,self.to_lower,self.strict,self.min_length,self.max_length,self.pattern,self.ascii_only,)==(other.strip_whitespace,other.to_upper,other.to_lower,other.strict,other.min_length,other.max_length,other.pattern,other.ascii_only,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.tag,)==(other.tag,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.target_python_version,)==(other.target_python_version,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.text,self.declared_factory,self.default,)==(other.text,other.declared_factory,other.default,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.text,self.factory,)==(other.text,other.factory,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.title,self.script,self.intro,self.columns,self.cells,self.details,self.table_notes,)==(other.title,other.script,other.intro,other.columns,other.cells,other.details,other.table_notes,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.top_level_alternation,self.global_flags,self.group_names,self.read_alike,)==(other.top_level_alternation,other.global_flags,other.group_names,other.read_alike,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type_has_null,self.type_null,self.type_list,self.type_lists_null,self.type_lists_object,self.typed,self.type_string,self.member_null,self.nullable,self.copied_nullable,self.enum_null,)==(other.type_has_null,other.type_null,other.type_list,other.type_lists_null,other.type_lists_object,other.typed,other.type_string,other.member_null,other.nullable,other.copied_nullable,other.enum_null,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type_keywords,self.number_value_types,self.target_number_keywords,self.annotation_unions_take,self.fixed_tuples_take_length,self.literals_take,self.zero_bound_classes,self.writes_constrained_types,self.int_values,self.drops_non_finite_bounds,)==(other.type_keywords,other.number_value_types,other.target_number_keywords,other.annotation_unions_take,other.fixed_tuples_take_length,other.literals_take,other.zero_bound_classes,other.writes_constrained_types,other.int_values,other.drops_non_finite_bounds,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type_override_model_names,self.base_stand_in_keys,)==(other.type_override_model_names,other.base_stand_in_keys,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type_ref,)==(other.type_ref,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.tz,)==(other.tz,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.union,self.optional,self.annotated,self.any_,)==(other.union,other.optional,other.annotated,other.any_,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit,)==(other.unit,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.used_names,)==(other.used_names,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.uuid_version,)==(other.uuid_version,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.validators,self.field_validators,self.root_validators,self.field_serializers,self.model_serializers,self.model_validators,self.computed_fields,)==(other.validators,other.field_validators,other.root_validators,other.field_serializers,other.model_serializers,other.model_validators,other.computed_fields,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.value,)==(other.value,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.value,self.missing_sentinel,self.why,self.items,)==(other.value,other.missing_sentinel,other.why,other.items,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.value,self.rule,)==(other.value,other.rule,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.values,self.rule,)==(other.values,other.rule,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.variant,self.property_name,self.kept,self.owner,self.others,)==(other.variant,other.property_name,other.kept,other.owner,other.others,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.variant_takes_tag,self.writes_argument,self.struct_tags,self.bool_tags,self.literal_holds_members,self.flattens_layouts,)==(other.variant_takes_tag,other.writes_argument,other.struct_tags,other.bool_tags,other.literal_holds_members,other.flattens_layouts,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.warnings,)==(other.warnings,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.wrapped,)==(other.wrapped,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.wrapped,self.decorator_info,self.shim,)==(other.wrapped,other.decorator_info,other.shim,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.wrapped_property,self.return_type,self.alias,self.alias_priority,self.exclude_if,self.title,self.field_title_generator,self.description,self.deprecated,self.examples,self.json_schema_extra,self.repr,)==(other.wrapped_property,other.return_type,other.alias,other.alias_priority,other.exclude_if,other.title,other.field_title_generator,other.description,other.deprecated,other.examples,other.json_schema_extra,other.repr,)
  return NotImplemented
 return __eq__


def __create_fn__():
 def __hash__(self):
  return hash(())
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.annotation_form,self.call,self.default,self.has_default_factory_in_field,self.omitted,self.symbol_imports,self.why,self.annotated_call,self.bare_default,self.qualifiers,self.written_type,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.any,self.default,self.factory,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.assigned,self.construction_assigned,self.binds_class_attribute,self.constructor_default,self.participates_in_constructor,self.rule,self.place_assigned,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.base,self.subclasses_value_type,self.rule,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.base_path,self.encoding,self.directory_input_filter,self.remote_text_cache,self.allow_remote_refs,self.strict_refs,self.allow_private_network,self.http_backend,self.http_headers,self.http_local_ref_path,self.http_ignore_tls,self.http_query_parameters,self.http_timeout,self.external_ref_mapping,self.remote_response_observer,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.changed_models,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.child,self.objects,self.root,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.class_names,self.field_scopes,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.node,self.base,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.condition,self.then_groups,self.else_groups,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.config_field,self.auto,self.detect,self.features,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.const,self.location,self.as_member,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.constraints,self.untaken,self.dropped_counts,self.records,self.type_list_unique,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.construct,self.library,self.minimum,self.unset_target,self.form,self.backport,self.label,self.config_key,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.contexts,self.internal_modules,self.model_path_to_module_name,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.count,self.example,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.counts,self.aliases,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.data,self.forced,self.text,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.data,self.text,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.declared_properties,self.pattern_properties,self.rejected_patterns,self.additional_property_type,self.allow_unmatched,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.diagnostic_source_path,self.prefetched_source,self.formatter_cwd,self.preserve_circular_root_models,self.suppress_parse_warnings,self.untyped_nullable_maps,self.yielding_names,self.document_roles,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.discriminator,self.custom_error_type,self.custom_error_message,self.custom_error_context,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.document,self.root_base,self.names,self.defaults,self.resources,self.embedded,self.dynamic_anchors,self.implicit_resources,self.embeds_resources,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.document,self.tokens,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.enter_phase,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.entries,self.default,self.typed,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.facts,self.model_ids_by_object,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.facts,self.model_ids_by_object,self.next_model_id,self.next_data_type_id,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.field,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.files,self.output_directory,self.headers,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.filter_forward_references,self.generated_formatter_safe,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.frozen,self.builtin_hash,self.custom_base_class,self.user_class_code,self.custom_template_dir,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.full_path,self.from_,self.import_,self.written_from,self.beside_shared_import,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.func,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.func,self.json_schema_input_type,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.func,self.return_type,self.when_used,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.ge,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.generation,self.module_names,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.gt,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.gt,self.ge,self.lt,self.le,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.has_root_field,self.circular,self.runtime_object_validation,self.needs_model_regex_engine,self.field_constraints,self.constrains_through_root_types,self.constrained_root_field,self.constrained_root,self.root_type_is_map,self.root_type_names_model,self.names_inner_models,self.holder_has_container,self.list_item,self.collapses_list_items,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.holds_schema,self.numbers_keep_bounds,self.consumed_at_property,self.patterns_beside_literal,self.keeps_tuple_lengths,self.counts_beside_models,self.records_by_option,self.empty_record,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.how,self.source,self.via,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.data_type,self.owner_model,self.owner_field_index,self.role,self.reference,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.kind,self.target,self.message,self.warning_since,self.removal_version,self.replacement,self.status,self.warning_category,self.note,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.parse_order,self.model,self.reference,self.path,self.file_path,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.import_,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.import_,self.from_,self.alias,self.reference_path,self.keep_unaliased,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.imports,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.internal_module,self.names,self.released,self.released_internal_modules,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.kept,self.takes_null,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.kept,self.null,self.strips_null,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.owner,self.field,self.path,self.node,self.target,self.kind,self.eager,self.provenance,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.spelling,self.mapping,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.keyword,self.groups,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.keywords,self.unsatisfiable,self.untaken_patterns,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.location,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.le,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.location,self.name,self.style,self.explode,self.required,self.allow_reserved,self.content_media_type,self.shape,self.kind,self.fields,self.additional,self.reserved_names,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.lt,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.max_length,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.members,self.rule,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.metadata_assignment,self.factory_in_field,self.admits_none,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.min_length,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.min_length,self.max_length,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.min_properties,self.max_properties,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.minimum,self.target,self.constructs,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.model,self.data_type,self.inner_class_name,self.root_import,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.model,self.field_name,self.mapping,self.field_name_mode,self.inline_models,self.property_name,self.union_written,self.enum_member_tags,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.module,self.live_models,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.modules,self.live_models,self.member_keywords,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.mounted,self.home,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.multiple_of,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.applies,self.build,self.typed,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.applies,self.rewrite,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.build,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.call,self.per_module,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.cli_resolved,self.caller_relative,self.watched_as,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.kind,self.repeated,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.modules,self.body,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.phase,self.view,self.steps,self.enters_phase,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.run,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.run,self.when,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.union_tags,self.own_class_name,self.root_models,self.key_cache,self.base_dedup,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.named,self.target,self.reference_written,self.rendered,self.held_dropped,self.stripped,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.node,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.node,self.anchors,self.targets,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.node,self.form,self.args,self.container,self.mapping,self.key,self.base,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.null_in_type_array,self.defs_not_definitions,self.prefix_items,self.boolean_schemas,self.id_field,self.definitions_key,self.exclusive_as_number,self.read_only_write_only,self.const_support,self.property_names,self.contains,self.deprecated_keyword,self.if_then_else,self.content_encoding,self.content_schema,self.anchor,self.vocabulary,self.unevaluated_properties,self.unevaluated_items,self.dependent_required,self.dependent_schemas,self.recursive_ref,self.dynamic_ref,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.null_in_type_array,self.defs_not_definitions,self.prefix_items,self.boolean_schemas,self.id_field,self.definitions_key,self.exclusive_as_number,self.read_only_write_only,self.const_support,self.property_names,self.contains,self.deprecated_keyword,self.if_then_else,self.content_encoding,self.content_schema,self.anchor,self.vocabulary,self.unevaluated_properties,self.unevaluated_items,self.dependent_required,self.dependent_schemas,self.recursive_ref,self.dynamic_ref,self.nullable_keyword,self.discriminator_support,self.webhooks,self.ref_sibling_keywords,self.media_item_schema,self.openapi_self,self.querystring_parameter,self.xml_support,self.external_docs,self.links,self.callbacks,self.security_schemes,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.null_rule,self.is_optional,self.is_dict,self.is_list,self.is_set,self.is_frozen_set,self.is_mapping,self.is_sequence,self.is_tuple,self.tuple_item_count,self.kwargs,self.list_wrapper,self.drops_null_members,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.numbers,self.string,self.array,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.omit_redundant_constraints,self.use_decimal_in_field_forms,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.operation,self.producer,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.option_kind,self.recipe,self.constructor_import,self.normalize_constraints,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.order,self.recursive,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.overrides,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.parser,self.obj,self.seen_refs,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.pass_,self.model,self.field,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.path,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.path,self.build,self.site,self.typed,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.pattern,self.untaken,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.positional,self.factory,self.kwargs,self.default_keyword,self.why,self.callee,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.ref,self.location,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.reference_path,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.role,self.is_any,self.null,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.row,self.nullable,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.row,self.written,self.required,self.strips_none,self.annotated,self.class_var,self.init_excluded,self.visibility,self.keeps_stripped_place,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.rule,self.admits_null,self.required,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.rule,self.default,self.writes_default,self.required,self.not_null,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.rule,self.members,self.nullable,self.preserve_order,self.one_member_is_type,self.spread,self.null_moved,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.schema,self.from_item_schema,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.schema,self.from_item_schema,self.location,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.schema,self.parent,self.constrained,self.preserve_root_model,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.shared_parent_wrappers,self.renames_colliding_types,self.same_module,self.renamed_apart,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.site_models,self.typed_map_values,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.size,self.minimum,self.median,self.maximum,self.mean,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.source,self.keyword,self.document,self.ref,self.spelling,self.home,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.spec,self.writer,self.run,self.when,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.strict_nullable,self.use_missing_sentinel,self.force_optional,self.nullable_as_type_list,self.type_excludes_member_null,self.read_nullable_beside_type_list,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.strip_whitespace,self.to_upper,self.to_lower,self.strict,self.min_length,self.max_length,self.pattern,self.ascii_only,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.tag,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.target_python_version,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.text,self.declared_factory,self.default,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.text,self.factory,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.title,self.script,self.intro,self.columns,self.cells,self.details,self.table_notes,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.top_level_alternation,self.global_flags,self.group_names,self.read_alike,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.type_has_null,self.type_null,self.type_list,self.type_lists_null,self.type_lists_object,self.typed,self.type_string,self.member_null,self.nullable,self.copied_nullable,self.enum_null,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.type_keywords,self.number_value_types,self.target_number_keywords,self.annotation_unions_take,self.fixed_tuples_take_length,self.literals_take,self.zero_bound_classes,self.writes_constrained_types,self.int_values,self.drops_non_finite_bounds,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.type_override_model_names,self.base_stand_in_keys,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.tz,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.unit,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.used_names,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.value,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.value,self.missing_sentinel,self.why,self.items,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.value,self.rule,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.values,self.rule,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.variant_takes_tag,self.writes_argument,self.struct_tags,self.bool_tags,self.literal_holds_members,self.flattens_layouts,))
 return __hash__


def __create_fn__():
 def __hash__(self):
  return hash((self.wrapped,))
 return __hash__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"()"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(_value={self._value!r}, import_={self.import_!r}, prefix={self.prefix!r}, suffix={self.suffix!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(alias={self.alias!r}, validation_alias={self.validation_alias!r}, serialization_alias={self.serialization_alias!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(allow_inf_nan={self.allow_inf_nan!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(annotation={self.annotation!r}, complete={self.complete!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(annotation_form={self.annotation_form!r}, call={self.call!r}, default={self.default!r}, has_default_factory_in_field={self.has_default_factory_in_field!r}, omitted={self.omitted!r}, symbol_imports={self.symbol_imports!r}, why={self.why!r}, annotated_call={self.annotated_call!r}, bare_default={self.bare_default!r}, qualifiers={self.qualifiers!r}, written_type={self.written_type!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(any={self.any!r}, default={self.default!r}, factory={self.factory!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(args={self.args!r}, suppress_parse_warnings={self.suppress_parse_warnings!r}, default_build_code_formatter={self.default_build_code_formatter!r}, result_type={self.result_type!r}, config={self.config!r}, sorted_data_models={self.sorted_data_models!r}, model_identities={self.model_identities!r}, module_models={self.module_models!r}, internal_modules={self.internal_modules!r}, forwarder_map={self.forwarder_map!r}, model_to_module_models={self.model_to_module_models!r}, model_path_to_module_name={self.model_path_to_module_name!r}, module_results={self.module_results!r}, unused_models={self.unused_models!r}, module_to_import={self.module_to_import!r}, contexts={self.contexts!r}, decisions={self.decisions!r}, output={self.output!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(assigned={self.assigned!r}, construction_assigned={self.construction_assigned!r}, binds_class_attribute={self.binds_class_attribute!r}, constructor_default={self.constructor_default!r}, participates_in_constructor={self.participates_in_constructor!r}, rule={self.rule!r}, place_assigned={self.place_assigned!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(base={self.base!r}, subclasses_value_type={self.subclasses_value_type!r}, rule={self.rule!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(base_path={self.base_path!r}, encoding={self.encoding!r}, directory_input_filter={self.directory_input_filter!r}, remote_text_cache={self.remote_text_cache!r}, allow_remote_refs={self.allow_remote_refs!r}, strict_refs={self.strict_refs!r}, allow_private_network={self.allow_private_network!r}, http_backend={self.http_backend!r}, http_headers={self.http_headers!r}, http_local_ref_path={self.http_local_ref_path!r}, http_ignore_tls={self.http_ignore_tls!r}, http_query_parameters={self.http_query_parameters!r}, http_timeout={self.http_timeout!r}, external_ref_mapping={self.external_ref_mapping!r}, remote_response_observer={self.remote_response_observer!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(changed_models={self.changed_models!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(child={self.child!r}, objects={self.objects!r}, root={self.root!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(choices={self.choices!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(class_names={self.class_names!r}, field_scopes={self.field_scopes!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(cls_ref={self.cls_ref!r}, cls_var_name={self.cls_var_name!r}, func={self.func!r}, shim={self.shim!r}, info={self.info!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, node={self.node!r}, base={self.base!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(condition={self.condition!r}, then_groups={self.then_groups!r}, else_groups={self.else_groups!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(config_field={self.config_field!r}, auto={self.auto!r}, detect={self.detect!r}, features={self.features!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(const={self.const!r}, location={self.location!r}, as_member={self.as_member!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(constraints={self.constraints!r}, untaken={self.untaken!r}, dropped_counts={self.dropped_counts!r}, records={self.records!r}, type_list_unique={self.type_list_unique!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(construct={self.construct!r}, library={self.library!r}, minimum={self.minimum!r}, unset_target={self.unset_target!r}, form={self.form!r}, backport={self.backport!r}, label={self.label!r}, config_key={self.config_key!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(container={self.container!r}, opaque={self.opaque!r}, python_type={self.python_type!r}, literals={self.literals!r}, builtin_name={self.builtin_name!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(contexts={self.contexts!r}, internal_modules={self.internal_modules!r}, model_path_to_module_name={self.model_path_to_module_name!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(contexts={self.contexts!r}, unused_models={self.unused_models!r}, model_to_module_models={self.model_to_module_models!r}, module_to_import={self.module_to_import!r}, forwarder_modules={self.forwarder_modules!r}, with_import={self.with_import!r}, config={self.config!r}, internal_modules={self.internal_modules!r}, model_path_to_module_name={self.model_path_to_module_name!r}, all_models={self.all_models!r}, model_imports={self.model_imports!r}, renamed_models={self.renamed_models!r}, additional_properties_models={self.additional_properties_models!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(count={self.count!r}, example={self.example!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(counts={self.counts!r}, aliases={self.aliases!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(data={self.data!r}, forced={self.forced!r}, text={self.text!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(data={self.data!r}, text={self.text!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(data_type={self.data_type!r}, source={self.source!r}, builds_by_name={self.builds_by_name!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(decision={self.decision!r}, tags={self.tags!r}, tag_field={self.tag_field!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(declared_properties={self.declared_properties!r}, pattern_properties={self.pattern_properties!r}, rejected_patterns={self.rejected_patterns!r}, additional_property_type={self.additional_property_type!r}, allow_unmatched={self.allow_unmatched!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(defs_remapping={self.defs_remapping!r}, json_remapping={self.json_remapping!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(diagnostic_source_path={self.diagnostic_source_path!r}, prefetched_source={self.prefetched_source!r}, formatter_cwd={self.formatter_cwd!r}, preserve_circular_root_models={self.preserve_circular_root_models!r}, suppress_parse_warnings={self.suppress_parse_warnings!r}, untyped_nullable_maps={self.untyped_nullable_maps!r}, yielding_names={self.yielding_names!r}, document_roles={self.document_roles!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(discriminator={self.discriminator!r}, custom_error_type={self.custom_error_type!r}, custom_error_message={self.custom_error_message!r}, custom_error_context={self.custom_error_context!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(document={self.document!r}, root_base={self.root_base!r}, names={self.names!r}, defaults={self.defaults!r}, resources={self.resources!r}, embedded={self.embedded!r}, dynamic_anchors={self.dynamic_anchors!r}, implicit_resources={self.implicit_resources!r}, embeds_resources={self.embeds_resources!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(document={self.document!r}, tokens={self.tokens!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(edges={self.edges!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(encoder={self.encoder!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(enter_phase={self.enter_phase!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(entries={self.entries!r}, default={self.default!r}, typed={self.typed!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(facts={self.facts!r}, model_ids_by_object={self.model_ids_by_object!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(facts={self.facts!r}, model_ids_by_object={self.model_ids_by_object!r}, next_model_id={self.next_model_id!r}, next_data_type_id={self.next_data_type_id!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(fail_fast={self.fail_fast!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(field={self.field!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(field={self.field!r}, first_tag={self.first_tag!r}, enum_source={self.enum_source!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(field={self.field!r}, form={self.form!r}, tag={self.tag!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(field={self.field!r}, source={self.source!r}, revision={self.revision!r}, parent={self.parent!r}, own={self.own!r}, references={self.references!r}, reads={self.reads!r}, value={self.value!r}, verified={self.verified!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(fields={self.fields!r}, mode={self.mode!r}, check_fields={self.check_fields!r}, json_schema_input_type={self.json_schema_input_type!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(fields={self.fields!r}, mode={self.mode!r}, each_item={self.each_item!r}, always={self.always!r}, check_fields={self.check_fields!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(fields={self.fields!r}, mode={self.mode!r}, return_type={self.return_type!r}, when_used={self.when_used!r}, check_fields={self.check_fields!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(files={self.files!r}, output_directory={self.output_directory!r}, headers={self.headers!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(filter_forward_references={self.filter_forward_references!r}, generated_formatter_safe={self.generated_formatter_safe!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(frozen={self.frozen!r}, builtin_hash={self.builtin_hash!r}, custom_base_class={self.custom_base_class!r}, user_class_code={self.user_class_code!r}, custom_template_dir={self.custom_template_dir!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(full_path={self.full_path!r}, from_={self.from_!r}, import_={self.import_!r}, written_from={self.written_from!r}, beside_shared_import={self.beside_shared_import!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(func={self.func!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(func={self.func!r}, json_schema_input_type={self.json_schema_input_type!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(func={self.func!r}, return_type={self.return_type!r}, when_used={self.when_used!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(ge={self.ge!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(generation={self.generation!r}, module_names={self.module_names!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(get_pydantic_core_schema={self.get_pydantic_core_schema!r}, get_pydantic_json_schema={self.get_pydantic_json_schema!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(gt={self.gt!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(gt={self.gt!r}, ge={self.ge!r}, lt={self.lt!r}, le={self.le!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(has_root_field={self.has_root_field!r}, circular={self.circular!r}, runtime_object_validation={self.runtime_object_validation!r}, needs_model_regex_engine={self.needs_model_regex_engine!r}, field_constraints={self.field_constraints!r}, constrains_through_root_types={self.constrains_through_root_types!r}, constrained_root_field={self.constrained_root_field!r}, constrained_root={self.constrained_root!r}, root_type_is_map={self.root_type_is_map!r}, root_type_names_model={self.root_type_names_model!r}, names_inner_models={self.names_inner_models!r}, holder_has_container={self.holder_has_container!r}, list_item={self.list_item!r}, collapses_list_items={self.collapses_list_items!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(holds_schema={self.holds_schema!r}, numbers_keep_bounds={self.numbers_keep_bounds!r}, consumed_at_property={self.consumed_at_property!r}, patterns_beside_literal={self.patterns_beside_literal!r}, keeps_tuple_lengths={self.keeps_tuple_lengths!r}, counts_beside_models={self.counts_beside_models!r}, records_by_option={self.records_by_option!r}, empty_record={self.empty_record!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(how={self.how!r}, source={self.source!r}, via={self.via!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, data_type={self.data_type!r}, owner_model={self.owner_model!r}, owner_field_index={self.owner_field_index!r}, role={self.role!r}, reference={self.reference!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, kind={self.kind!r}, target={self.target!r}, message={self.message!r}, warning_since={self.warning_since!r}, removal_version={self.removal_version!r}, replacement={self.replacement!r}, status={self.status!r}, warning_category={self.warning_category!r}, note={self.note!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, parse_order={self.parse_order!r}, model={self.model!r}, reference={self.reference!r}, path={self.path!r}, file_path={self.file_path!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(import_={self.import_!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(import_={self.import_!r}, from_={self.from_!r}, alias={self.alias!r}, reference_path={self.reference_path!r}, keep_unaliased={self.keep_unaliased!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(imports={self.imports!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(internal_module={self.internal_module!r}, names={self.names!r}, released={self.released!r}, released_internal_modules={self.released_internal_modules!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(is_init={self.is_init!r}, model_list={self.model_list!r}, imports={self.imports!r}, scoped_model_resolver={self.scoped_model_resolver!r}, all_module_fields={self.all_module_fields!r}, config={self.config!r}, internal_modules={self.internal_modules!r}, model_path_to_module_name={self.model_path_to_module_name!r}, require_update_action_models={self.require_update_action_models!r}, unused_models={self.unused_models!r}, unused_models_start={self.unused_models_start!r}, model_list_before_override_removal={self.model_list_before_override_removal!r}, current_unused_models={self.current_unused_models!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(json_schema={self.json_schema!r}, mode={self.mode!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kept={self.kept!r}, takes_null={self.takes_null!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, kept={self.kept!r}, null={self.null!r}, strips_null={self.strips_null!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, owner={self.owner!r}, field={self.field!r}, path={self.path!r}, node={self.node!r}, target={self.target!r}, kind={self.kind!r}, eager={self.eager!r}, provenance={self.provenance!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, spelling={self.spelling!r}, mapping={self.mapping!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(keyword={self.keyword!r}, groups={self.groups!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(keywords={self.keywords!r}, unsatisfiable={self.unsatisfiable!r}, untaken_patterns={self.untaken_patterns!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, location={self.location!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(le={self.le!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(location={self.location!r}, name={self.name!r}, style={self.style!r}, explode={self.explode!r}, required={self.required!r}, allow_reserved={self.allow_reserved!r}, content_media_type={self.content_media_type!r}, shape={self.shape!r}, kind={self.kind!r}, fields={self.fields!r}, additional={self.additional!r}, reserved_names={self.reserved_names!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(locations={self.locations!r}, root_bases={self.root_bases!r}, resources={self.resources!r}, dynamic_anchors={self.dynamic_anchors!r}, embedded={self.embedded!r}, keys={self.keys!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(lt={self.lt!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(max_length={self.max_length!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(members={self.members!r}, rule={self.rule!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(metadata_assignment={self.metadata_assignment!r}, factory_in_field={self.factory_in_field!r}, admits_none={self.admits_none!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(min_length={self.min_length!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(min_length={self.min_length!r}, max_length={self.max_length!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(min_properties={self.min_properties!r}, max_properties={self.max_properties!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(minimum={self.minimum!r}, target={self.target!r}, constructs={self.constructs!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mode={self.mode!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mode={self.mode!r}, return_type={self.return_type!r}, when_used={self.when_used!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model={self.model!r}, data_type={self.data_type!r}, inner_class_name={self.inner_class_name!r}, root_import={self.root_import!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model={self.model!r}, field={self.field!r}, property_name={self.property_name!r}, discriminator={self.discriminator!r}, mapping={self.mapping!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model={self.model!r}, field_name={self.field_name!r}, mapping={self.mapping!r}, field_name_mode={self.field_name_mode!r}, inline_models={self.inline_models!r}, property_name={self.property_name!r}, union_written={self.union_written!r}, enum_member_tags={self.enum_member_tags!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model={self.model!r}, kind={self.kind!r}, tags={self.tags!r}, untagged={self.untagged!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model_facts={self.model_facts!r}, data_type_facts={self.data_type_facts!r}, data_type_fact_by_object={self.data_type_fact_by_object!r}, base_owner_model_ids_by_object={self.base_owner_model_ids_by_object!r}, model_by_path={self.model_by_path!r}, model_by_ref_id={self.model_by_ref_id!r}, data_types_by_model={self.data_types_by_model!r}, sites_by_target={self.sites_by_target!r}, shared_data_type_fact_ids={self.shared_data_type_fact_ids!r}, sites={self.sites!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model_list={self.model_list!r}, model_list_before_override_removal={self.model_list_before_override_removal!r}, config={self.config!r}, current_unused_models={self.current_unused_models!r}, live_models={self.live_models!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(module={self.module!r}, live_models={self.live_models!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(modules={self.modules!r}, live_models={self.live_models!r}, member_keywords={self.member_keywords!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mounted={self.mounted!r}, home={self.home!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(multiple_of={self.multiple_of!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, applies={self.applies!r}, build={self.build!r}, typed={self.typed!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, applies={self.applies!r}, rewrite={self.rewrite!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, build={self.build!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, call={self.call!r}, per_module={self.per_module!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, cli_resolved={self.cli_resolved!r}, caller_relative={self.caller_relative!r}, watched_as={self.watched_as!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, kind={self.kind!r}, repeated={self.repeated!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, modules={self.modules!r}, body={self.body!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, obj={self.obj!r}, path={self.path!r}, singular_name={self.singular_name!r}, parent={self.parent!r}, scope={self.scope!r}, root={self.root!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, phase={self.phase!r}, view={self.view!r}, steps={self.steps!r}, enters_phase={self.enters_phase!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, run={self.run!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, run={self.run!r}, when={self.when!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, union_tags={self.union_tags!r}, own_class_name={self.own_class_name!r}, root_models={self.root_models!r}, key_cache={self.key_cache!r}, base_dedup={self.base_dedup!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(named={self.named!r}, target={self.target!r}, reference_written={self.reference_written!r}, rendered={self.rendered!r}, held_dropped={self.held_dropped!r}, stripped={self.stripped!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(names={self.names!r}, mapping={self.mapping!r}, mode={self.mode!r}, inline_variants={self.inline_variants!r}, union_written={self.union_written!r}, enum_member_tags={self.enum_member_tags!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(node={self.node!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(node={self.node!r}, anchors={self.anchors!r}, targets={self.targets!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(node={self.node!r}, form={self.form!r}, args={self.args!r}, container={self.container!r}, mapping={self.mapping!r}, key={self.key!r}, base={self.base!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(null_in_type_array={self.null_in_type_array!r}, defs_not_definitions={self.defs_not_definitions!r}, prefix_items={self.prefix_items!r}, boolean_schemas={self.boolean_schemas!r}, id_field={self.id_field!r}, definitions_key={self.definitions_key!r}, exclusive_as_number={self.exclusive_as_number!r}, read_only_write_only={self.read_only_write_only!r}, const_support={self.const_support!r}, property_names={self.property_names!r}, contains={self.contains!r}, deprecated_keyword={self.deprecated_keyword!r}, if_then_else={self.if_then_else!r}, content_encoding={self.content_encoding!r}, content_schema={self.content_schema!r}, anchor={self.anchor!r}, vocabulary={self.vocabulary!r}, unevaluated_properties={self.unevaluated_properties!r}, unevaluated_items={self.unevaluated_items!r}, dependent_required={self.dependent_required!r}, dependent_schemas={self.dependent_schemas!r}, recursive_ref={self.recursive_ref!r}, dynamic_ref={self.dynamic_ref!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(null_in_type_array={self.null_in_type_array!r}, defs_not_definitions={self.defs_not_definitions!r}, prefix_items={self.prefix_items!r}, boolean_schemas={self.boolean_schemas!r}, id_field={self.id_field!r}, definitions_key={self.definitions_key!r}, exclusive_as_number={self.exclusive_as_number!r}, read_only_write_only={self.read_only_write_only!r}, const_support={self.const_support!r}, property_names={self.property_names!r}, contains={self.contains!r}, deprecated_keyword={self.deprecated_keyword!r}, if_then_else={self.if_then_else!r}, content_encoding={self.content_encoding!r}, content_schema={self.content_schema!r}, anchor={self.anchor!r}, vocabulary={self.vocabulary!r}, unevaluated_properties={self.unevaluated_properties!r}, unevaluated_items={self.unevaluated_items!r}, dependent_required={self.dependent_required!r}, dependent_schemas={self.dependent_schemas!r}, recursive_ref={self.recursive_ref!r}, dynamic_ref={self.dynamic_ref!r}, nullable_keyword={self.nullable_keyword!r}, discriminator_support={self.discriminator_support!r}, webhooks={self.webhooks!r}, ref_sibling_keywords={self.ref_sibling_keywords!r}, media_item_schema={self.media_item_schema!r}, openapi_self={self.openapi_self!r}, querystring_parameter={self.querystring_parameter!r}, xml_support={self.xml_support!r}, external_docs={self.external_docs!r}, links={self.links!r}, callbacks={self.callbacks!r}, security_schemes={self.security_schemes!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(null_rule={self.null_rule!r}, is_optional={self.is_optional!r}, is_dict={self.is_dict!r}, is_list={self.is_list!r}, is_set={self.is_set!r}, is_frozen_set={self.is_frozen_set!r}, is_mapping={self.is_mapping!r}, is_sequence={self.is_sequence!r}, is_tuple={self.is_tuple!r}, tuple_item_count={self.tuple_item_count!r}, kwargs={self.kwargs!r}, list_wrapper={self.list_wrapper!r}, drops_null_members={self.drops_null_members!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(numbers={self.numbers!r}, string={self.string!r}, array={self.array!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(omit_redundant_constraints={self.omit_redundant_constraints!r}, use_decimal_in_field_forms={self.use_decimal_in_field_forms!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(operation={self.operation!r}, producer={self.producer!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(option_kind={self.option_kind!r}, recipe={self.recipe!r}, constructor_import={self.constructor_import!r}, normalize_constraints={self.normalize_constraints!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(order={self.order!r}, recursive={self.recursive!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(overrides={self.overrides!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(owner={self.owner!r}, epoch={self.epoch!r}, values={self.values!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(parser={self.parser!r}, obj={self.obj!r}, seen_refs={self.seen_refs!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(pass_={self.pass_!r}, model={self.model!r}, field={self.field!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(path={self.path!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(path={self.path!r}, build={self.build!r}, site={self.site!r}, typed={self.typed!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(path_type={self.path_type!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(pattern={self.pattern!r}, untaken={self.untaken!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(pattern_properties={self.pattern_properties!r}, required_groups={self.required_groups!r}, conditional_required={self.conditional_required!r}, property_count={self.property_count!r}, unique_items={self.unique_items!r}, replace_unique_items={self.replace_unique_items!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(position={self.position!r}, schema={self.schema!r}, reference={self.reference!r}, into={self.into!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(positional={self.positional!r}, factory={self.factory!r}, kwargs={self.kwargs!r}, default_keyword={self.default_keyword!r}, why={self.why!r}, callee={self.callee!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(private_attributes={self.private_attributes!r}, ignored_names={self.ignored_names!r}, ignored_types={self.ignored_types!r}, private_candidates={self.private_candidates!r}, field_candidates={self.field_candidates!r}, base_field_names={self.base_field_names!r}, model_config_assigned={self.model_config_assigned!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(property_name={self.property_name!r}, field_name={self.field_name!r}, alias={self.alias!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(ref={self.ref!r}, location={self.location!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(reference_counts={self.reference_counts!r}, enabled={self.enabled!r}, initialized={self.initialized!r}, mutated={self.mutated!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(reference_path={self.reference_path!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(reuse_snapshot={self.reuse_snapshot!r}, inline_variants={self.inline_variants!r}, unions={self.unions!r}, first_tags={self.first_tags!r}, union_written={self.union_written!r}, reused_tag_fields={self.reused_tag_fields!r}, deferred_msgspec={self.deferred_msgspec!r}, defers_related={self.defers_related!r}, struct_tags={self.struct_tags!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(role={self.role!r}, is_any={self.is_any!r}, null={self.null!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(root={self.root!r}, inner={self.inner!r}, holders={self.holders!r}, facts={self.facts!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(row={self.row!r}, nullable={self.nullable!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(row={self.row!r}, source={self.source!r}, union_tags={self.union_tags!r}, memo={self.memo!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(row={self.row!r}, written={self.written!r}, required={self.required!r}, strips_none={self.strips_none!r}, annotated={self.annotated!r}, class_var={self.class_var!r}, init_excluded={self.init_excluded!r}, visibility={self.visibility!r}, keeps_stripped_place={self.keeps_stripped_place!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(rule={self.rule!r}, admits_null={self.admits_null!r}, required={self.required!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(rule={self.rule!r}, default={self.default!r}, writes_default={self.writes_default!r}, required={self.required!r}, not_null={self.not_null!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(rule={self.rule!r}, members={self.members!r}, nullable={self.nullable!r}, preserve_order={self.preserve_order!r}, one_member_is_type={self.one_member_is_type!r}, spread={self.spread!r}, null_moved={self.null_moved!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(schema={self.schema!r}, from_item_schema={self.from_item_schema!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(schema={self.schema!r}, from_item_schema={self.from_item_schema!r}, location={self.location!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(schema={self.schema!r}, parent={self.parent!r}, constrained={self.constrained!r}, preserve_root_model={self.preserve_root_model!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(shared_parent_wrappers={self.shared_parent_wrappers!r}, renames_colliding_types={self.renames_colliding_types!r}, same_module={self.same_module!r}, renamed_apart={self.renamed_apart!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(shown={self.shown!r}, collecting={self.collecting!r}, names={self.names!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(site={self.site!r}, models={self.models!r}, keys_by_path={self.keys_by_path!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(site={self.site!r}, names={self.names!r}, status={self.status!r}, msgspec={self.msgspec!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(site_models={self.site_models!r}, typed_map_values={self.typed_map_values!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(size={self.size!r}, minimum={self.minimum!r}, median={self.median!r}, maximum={self.maximum!r}, mean={self.mean!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(snapshot={self.snapshot!r}, nodes={self.nodes!r}, edges={self.edges!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(sorted_data_models={self.sorted_data_models!r}, module_split_mode={self.module_split_mode!r}, all_exports_scope={self.all_exports_scope!r}, module_models={self.module_models!r}, model_to_module_models={self.model_to_module_models!r}, model_path_to_module_name={self.model_path_to_module_name!r}, internal_modules={self.internal_modules!r}, forwarder_map={self.forwarder_map!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(source={self.source!r}, keyword={self.keyword!r}, document={self.document!r}, ref={self.ref!r}, spelling={self.spelling!r}, home={self.home!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(spec={self.spec!r}, writer={self.writer!r}, run={self.run!r}, when={self.when!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(strict={self.strict!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(strict_nullable={self.strict_nullable!r}, use_missing_sentinel={self.use_missing_sentinel!r}, force_optional={self.force_optional!r}, nullable_as_type_list={self.nullable_as_type_list!r}, type_excludes_member_null={self.type_excludes_member_null!r}, read_nullable_beside_type_list={self.read_nullable_beside_type_list!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(strip_whitespace={self.strip_whitespace!r}, to_upper={self.to_upper!r}, to_lower={self.to_lower!r}, strict={self.strict!r}, min_length={self.min_length!r}, max_length={self.max_length!r}, pattern={self.pattern!r}, ascii_only={self.ascii_only!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(tag={self.tag!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(target_python_version={self.target_python_version!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(text={self.text!r}, declared_factory={self.declared_factory!r}, default={self.default!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(text={self.text!r}, factory={self.factory!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(title={self.title!r}, script={self.script!r}, intro={self.intro!r}, columns={self.columns!r}, cells={self.cells!r}, details={self.details!r}, table_notes={self.table_notes!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(top_level_alternation={self.top_level_alternation!r}, global_flags={self.global_flags!r}, group_names={self.group_names!r}, read_alike={self.read_alike!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type_has_null={self.type_has_null!r}, type_null={self.type_null!r}, type_list={self.type_list!r}, type_lists_null={self.type_lists_null!r}, type_lists_object={self.type_lists_object!r}, typed={self.typed!r}, type_string={self.type_string!r}, member_null={self.member_null!r}, nullable={self.nullable!r}, copied_nullable={self.copied_nullable!r}, enum_null={self.enum_null!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type_keywords={self.type_keywords!r}, number_value_types={self.number_value_types!r}, target_number_keywords={self.target_number_keywords!r}, annotation_unions_take={self.annotation_unions_take!r}, fixed_tuples_take_length={self.fixed_tuples_take_length!r}, literals_take={self.literals_take!r}, zero_bound_classes={self.zero_bound_classes!r}, writes_constrained_types={self.writes_constrained_types!r}, int_values={self.int_values!r}, drops_non_finite_bounds={self.drops_non_finite_bounds!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type_override_model_names={self.type_override_model_names!r}, base_stand_in_keys={self.base_stand_in_keys!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type_ref={self.type_ref!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(tz={self.tz!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(union={self.union!r}, optional={self.optional!r}, annotated={self.annotated!r}, any_={self.any_!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit={self.unit!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(used_names={self.used_names!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(uuid_version={self.uuid_version!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(validators={self.validators!r}, field_validators={self.field_validators!r}, root_validators={self.root_validators!r}, field_serializers={self.field_serializers!r}, model_serializers={self.model_serializers!r}, model_validators={self.model_validators!r}, computed_fields={self.computed_fields!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(value={self.value!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(value={self.value!r}, always_lambda={self.always_lambda!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(value={self.value!r}, missing_sentinel={self.missing_sentinel!r}, why={self.why!r}, items={self.items!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(value={self.value!r}, rule={self.rule!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(values={self.values!r}, rule={self.rule!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(variant={self.variant!r}, property_name={self.property_name!r}, kept={self.kept!r}, owner={self.owner!r}, others={self.others!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(variant_takes_tag={self.variant_takes_tag!r}, writes_argument={self.writes_argument!r}, struct_tags={self.struct_tags!r}, bool_tags={self.bool_tags!r}, literal_holds_members={self.literal_holds_members!r}, flattens_layouts={self.flattens_layouts!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(warnings={self.warnings!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(wrapped={self.wrapped!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(wrapped={self.wrapped!r}, decorator_info={self.decorator_info!r}, shim={self.shim!r})"
 return __repr__


def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(wrapped_property={self.wrapped_property!r}, return_type={self.return_type!r}, alias={self.alias!r}, alias_priority={self.alias_priority!r}, exclude_if={self.exclude_if!r}, title={self.title!r}, field_title_generator={self.field_title_generator!r}, description={self.description!r}, deprecated={self.deprecated!r}, examples={self.examples!r}, json_schema_extra={self.json_schema_extra!r}, repr={self.repr!r})"
 return __repr__


def __create_fn__(MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self)->_return_type:
  pass
 return __init__


def __create_fn__(_type_alias, _type_validation_alias, _type_serialization_alias, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_alias, _dflt_validation_alias, _dflt_serialization_alias, _return_type):
 def __init__(self,alias:_type_alias=_dflt_alias,validation_alias:_type_validation_alias=_dflt_validation_alias,serialization_alias:_type_serialization_alias=_dflt_serialization_alias)->_return_type:
  self.alias=alias
  self.validation_alias=validation_alias
  self.serialization_alias=serialization_alias
 return __init__


def __create_fn__(_type_allow_inf_nan, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_allow_inf_nan, _return_type):
 def __init__(self,allow_inf_nan:_type_allow_inf_nan=_dflt_allow_inf_nan)->_return_type:
  self.allow_inf_nan=allow_inf_nan
 return __init__


def __create_fn__(_type_annotation, _type_complete, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,*,annotation:_type_annotation,complete:_type_complete)->_return_type:
  self.annotation=annotation
  self.complete=complete
 return __init__


def __create_fn__(_type_annotation_form, _type_call, _type_default, _type_has_default_factory_in_field, _type_omitted, _type_symbol_imports, _type_why, _type_annotated_call, _type_bare_default, _type_qualifiers, _type_written_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_annotated_call, _dflt_bare_default, _dflt_qualifiers, _dflt_written_type, _return_type):
 def __init__(self,annotation_form:_type_annotation_form,call:_type_call,default:_type_default,has_default_factory_in_field:_type_has_default_factory_in_field,omitted:_type_omitted,symbol_imports:_type_symbol_imports,why:_type_why,annotated_call:_type_annotated_call=_dflt_annotated_call,bare_default:_type_bare_default=_dflt_bare_default,qualifiers:_type_qualifiers=_dflt_qualifiers,written_type:_type_written_type=_dflt_written_type)->_return_type:
  self.annotation_form=annotation_form
  self.call=call
  self.default=default
  self.has_default_factory_in_field=has_default_factory_in_field
  self.omitted=omitted
  self.symbol_imports=symbol_imports
  self.why=why
  self.annotated_call=annotated_call
  self.bare_default=bare_default
  self.qualifiers=qualifiers
  self.written_type=written_type
 return __init__


def __create_fn__(_type_any, _type_default, _type_factory, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,any:_type_any,default:_type_default,factory:_type_factory)->_return_type:
  self.any=any
  self.default=default
  self.factory=factory
 return __init__


def __create_fn__(_type_args, _type_suppress_parse_warnings, _type_default_build_code_formatter, _type_result_type, _type_config, _type_sorted_data_models, _type_model_identities, _type_module_models, _type_internal_modules, _type_forwarder_map, _type_model_to_module_models, _type_model_path_to_module_name, _type_module_results, _type_unused_models, _type_module_to_import, _type_contexts, _type_decisions, _type_output, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_model_identities, _dflt_module_results, _dflt_unused_models, _dflt_module_to_import, _dflt_contexts, _dflt_decisions, _return_type):
 def __init__(self,args:_type_args,suppress_parse_warnings:_type_suppress_parse_warnings,default_build_code_formatter:_type_default_build_code_formatter,result_type:_type_result_type,model_identities:_type_model_identities=_dflt_model_identities,module_results:_type_module_results=_HAS_DEFAULT_FACTORY,unused_models:_type_unused_models=_HAS_DEFAULT_FACTORY,module_to_import:_type_module_to_import=_HAS_DEFAULT_FACTORY,contexts:_type_contexts=_HAS_DEFAULT_FACTORY,decisions:_type_decisions=_dflt_decisions)->_return_type:
  self.args=args
  self.suppress_parse_warnings=suppress_parse_warnings
  self.default_build_code_formatter=default_build_code_formatter
  self.result_type=result_type
  self.model_identities=model_identities
  self.module_results=_dflt_module_results() if module_results is _HAS_DEFAULT_FACTORY else module_results
  self.unused_models=_dflt_unused_models() if unused_models is _HAS_DEFAULT_FACTORY else unused_models
  self.module_to_import=_dflt_module_to_import() if module_to_import is _HAS_DEFAULT_FACTORY else module_to_import
  self.contexts=_dflt_contexts() if contexts is _HAS_DEFAULT_FACTORY else contexts
  self.decisions=decisions
 return __init__


def __create_fn__(_type_assigned, _type_construction_assigned, _type_binds_class_attribute, _type_constructor_default, _type_participates_in_constructor, _type_rule, _type_place_assigned, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,assigned:_type_assigned,construction_assigned:_type_construction_assigned,binds_class_attribute:_type_binds_class_attribute,constructor_default:_type_constructor_default,participates_in_constructor:_type_participates_in_constructor,rule:_type_rule,place_assigned:_type_place_assigned)->_return_type:
  self.assigned=assigned
  self.construction_assigned=construction_assigned
  self.binds_class_attribute=binds_class_attribute
  self.constructor_default=constructor_default
  self.participates_in_constructor=participates_in_constructor
  self.rule=rule
  self.place_assigned=place_assigned
 return __init__


def __create_fn__(_type_base, _type_subclasses_value_type, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,base:_type_base,subclasses_value_type:_type_subclasses_value_type,rule:_type_rule)->_return_type:
  self.base=base
  self.subclasses_value_type=subclasses_value_type
  self.rule=rule
 return __init__


def __create_fn__(_type_base_path, _type_encoding, _type_directory_input_filter, _type_remote_text_cache, _type_allow_remote_refs, _type_strict_refs, _type_allow_private_network, _type_http_backend, _type_http_headers, _type_http_local_ref_path, _type_http_ignore_tls, _type_http_query_parameters, _type_http_timeout, _type_external_ref_mapping, _type_remote_response_observer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_base_path, _dflt_encoding, _dflt_directory_input_filter, _dflt_remote_text_cache, _dflt_allow_remote_refs, _dflt_strict_refs, _dflt_allow_private_network, _dflt_http_backend, _dflt_http_headers, _dflt_http_local_ref_path, _dflt_http_ignore_tls, _dflt_http_query_parameters, _dflt_http_timeout, _dflt_external_ref_mapping, _dflt_remote_response_observer, _return_type):
 def __init__(self,base_path:_type_base_path=_dflt_base_path,encoding:_type_encoding=_dflt_encoding,directory_input_filter:_type_directory_input_filter=_dflt_directory_input_filter,remote_text_cache:_type_remote_text_cache=_dflt_remote_text_cache,allow_remote_refs:_type_allow_remote_refs=_dflt_allow_remote_refs,strict_refs:_type_strict_refs=_dflt_strict_refs,allow_private_network:_type_allow_private_network=_dflt_allow_private_network,http_backend:_type_http_backend=_dflt_http_backend,http_headers:_type_http_headers=_dflt_http_headers,http_local_ref_path:_type_http_local_ref_path=_dflt_http_local_ref_path,http_ignore_tls:_type_http_ignore_tls=_dflt_http_ignore_tls,http_query_parameters:_type_http_query_parameters=_dflt_http_query_parameters,http_timeout:_type_http_timeout=_dflt_http_timeout,external_ref_mapping:_type_external_ref_mapping=_dflt_external_ref_mapping,remote_response_observer:_type_remote_response_observer=_dflt_remote_response_observer)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'base_path',base_path)
  __dataclass_builtins_object__.__setattr__(self,'encoding',encoding)
  __dataclass_builtins_object__.__setattr__(self,'directory_input_filter',directory_input_filter)
  __dataclass_builtins_object__.__setattr__(self,'remote_text_cache',remote_text_cache)
  __dataclass_builtins_object__.__setattr__(self,'allow_remote_refs',allow_remote_refs)
  __dataclass_builtins_object__.__setattr__(self,'strict_refs',strict_refs)
  __dataclass_builtins_object__.__setattr__(self,'allow_private_network',allow_private_network)
  __dataclass_builtins_object__.__setattr__(self,'http_backend',http_backend)
  __dataclass_builtins_object__.__setattr__(self,'http_headers',http_headers)
  __dataclass_builtins_object__.__setattr__(self,'http_local_ref_path',http_local_ref_path)
  __dataclass_builtins_object__.__setattr__(self,'http_ignore_tls',http_ignore_tls)
  __dataclass_builtins_object__.__setattr__(self,'http_query_parameters',http_query_parameters)
  __dataclass_builtins_object__.__setattr__(self,'http_timeout',http_timeout)
  __dataclass_builtins_object__.__setattr__(self,'external_ref_mapping',external_ref_mapping)
  __dataclass_builtins_object__.__setattr__(self,'remote_response_observer',remote_response_observer)
 return __init__


def __create_fn__(_type_changed_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,changed_models:_type_changed_models)->_return_type:
  self.changed_models=changed_models
 return __init__


def __create_fn__(_type_child, _type_objects, _type_root, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,child:_type_child,objects:_type_objects,root:_type_root)->_return_type:
  self.child=child
  self.objects=objects
  self.root=root
 return __init__


def __create_fn__(_type_choices, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,choices:_type_choices)->_return_type:
  self.choices=choices
 return __init__


def __create_fn__(_type_class_names, _type_field_scopes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_class_names, _dflt_field_scopes, _return_type):
 def __init__(self,class_names:_type_class_names=_dflt_class_names,field_scopes:_type_field_scopes=_dflt_field_scopes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'class_names',class_names)
  __dataclass_builtins_object__.__setattr__(self,'field_scopes',field_scopes)
 return __init__


def __create_fn__(_type_cls_ref, _type_cls_var_name, _type_func, _type_shim, _type_info, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,cls_ref:_type_cls_ref,cls_var_name:_type_cls_var_name,func:_type_func,shim:_type_shim,info:_type_info)->_return_type:
  self.cls_ref=cls_ref
  self.cls_var_name=cls_var_name
  self.func=func
  self.shim=shim
  self.info=info
 return __init__


def __create_fn__(_type_code, _type_node, _type_base, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_node, _dflt_base, _return_type):
 def __init__(self,code:_type_code=_dflt_code,node:_type_node=_dflt_node,base:_type_base=_dflt_base)->_return_type:
  self.code=code
  self.node=node
  self.base=base
 return __init__


def __create_fn__(_type_condition, _type_then_groups, _type_else_groups, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,condition:_type_condition,then_groups:_type_then_groups,else_groups:_type_else_groups)->_return_type:
  self.condition=condition
  self.then_groups=then_groups
  self.else_groups=else_groups
 return __init__


def __create_fn__(_type_config_field, _type_auto, _type_detect, _type_features, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,config_field:_type_config_field,auto:_type_auto,detect:_type_detect,features:_type_features)->_return_type:
  self.config_field=config_field
  self.auto=auto
  self.detect=detect
  self.features=features
 return __init__


def __create_fn__(_type_const, _type_location, _type_as_member, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,const:_type_const,location:_type_location,as_member:_type_as_member)->_return_type:
  self.const=const
  self.location=location
  self.as_member=as_member
 return __init__


def __create_fn__(_type_constraints, _type_untaken, _type_dropped_counts, _type_records, _type_type_list_unique, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type_list_unique, _return_type):
 def __init__(self,constraints:_type_constraints,untaken:_type_untaken,dropped_counts:_type_dropped_counts,records:_type_records,type_list_unique:_type_type_list_unique=_dflt_type_list_unique)->_return_type:
  self.constraints=constraints
  self.untaken=untaken
  self.dropped_counts=dropped_counts
  self.records=records
  self.type_list_unique=type_list_unique
 return __init__


def __create_fn__(_type_construct, _type_library, _type_minimum, _type_unset_target, _type_form, _type_backport, _type_label, _type_config_key, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unset_target, _dflt_form, _dflt_backport, _dflt_label, _dflt_config_key, _return_type):
 def __init__(self,construct:_type_construct,library:_type_library,minimum:_type_minimum,unset_target:_type_unset_target=_dflt_unset_target,form:_type_form=_dflt_form,backport:_type_backport=_dflt_backport,label:_type_label=_dflt_label,config_key:_type_config_key=_dflt_config_key)->_return_type:
  self.construct=construct
  self.library=library
  self.minimum=minimum
  self.unset_target=unset_target
  self.form=form
  self.backport=backport
  self.label=label
  self.config_key=config_key
 return __init__


def __create_fn__(_type_container, _type_opaque, _type_python_type, _type_literals, _type_builtin_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,container:_type_container,opaque:_type_opaque,python_type:_type_python_type,literals:_type_literals,builtin_name:_type_builtin_name)->_return_type:
  self.container=container
  self.opaque=opaque
  self.python_type=python_type
  self.literals=literals
  self.builtin_name=builtin_name
 return __init__


def __create_fn__(_type_contexts, _type_internal_modules, _type_model_path_to_module_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,contexts:_type_contexts,internal_modules:_type_internal_modules,model_path_to_module_name:_type_model_path_to_module_name)->_return_type:
  self.contexts=contexts
  self.internal_modules=internal_modules
  self.model_path_to_module_name=model_path_to_module_name
 return __init__


def __create_fn__(_type_contexts, _type_unused_models, _type_model_to_module_models, _type_module_to_import, _type_forwarder_modules, _type_with_import, _type_config, _type_internal_modules, _type_model_path_to_module_name, _type_all_models, _type_model_imports, _type_renamed_models, _type_additional_properties_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_renamed_models, _dflt_additional_properties_models, _return_type):
 def __init__(self,contexts:_type_contexts,unused_models:_type_unused_models,model_to_module_models:_type_model_to_module_models,module_to_import:_type_module_to_import,forwarder_modules:_type_forwarder_modules,with_import:_type_with_import,config:_type_config,internal_modules:_type_internal_modules,model_path_to_module_name:_type_model_path_to_module_name,renamed_models:_type_renamed_models=_dflt_renamed_models,additional_properties_models:_type_additional_properties_models=_HAS_DEFAULT_FACTORY)->_return_type:
  self.contexts=contexts
  self.unused_models=unused_models
  self.model_to_module_models=model_to_module_models
  self.module_to_import=module_to_import
  self.forwarder_modules=forwarder_modules
  self.with_import=with_import
  self.config=config
  self.internal_modules=internal_modules
  self.model_path_to_module_name=model_path_to_module_name
  self.renamed_models=renamed_models
  self.additional_properties_models=_dflt_additional_properties_models() if additional_properties_models is _HAS_DEFAULT_FACTORY else additional_properties_models
 return __init__


def __create_fn__(_type_count, _type_example, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,count:_type_count,example:_type_example)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'count',count)
  __dataclass_builtins_object__.__setattr__(self,'example',example)
 return __init__


def __create_fn__(_type_counts, _type_aliases, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,counts:_type_counts,aliases:_type_aliases)->_return_type:
  self.counts=counts
  self.aliases=aliases
 return __init__


def __create_fn__(_type_data, _type_forced, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,data:_type_data,forced:_type_forced,text:_type_text)->_return_type:
  self.data=data
  self.forced=forced
  self.text=text
 return __init__


def __create_fn__(_type_data, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,data:_type_data,text:_type_text)->_return_type:
  self.data=data
  self.text=text
 return __init__


def __create_fn__(_type_data_type, _type_source, _type_builds_by_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,data_type:_type_data_type,source:_type_source,builds_by_name:_type_builds_by_name)->_return_type:
  self.data_type=data_type
  self.source=source
  self.builds_by_name=builds_by_name
 return __init__


def __create_fn__(_type_decision, _type_tags, _type_tag_field, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,decision:_type_decision,tags:_type_tags,tag_field:_type_tag_field)->_return_type:
  self.decision=decision
  self.tags=tags
  self.tag_field=tag_field
 return __init__


def __create_fn__(_type_declared_properties, _type_pattern_properties, _type_rejected_patterns, _type_additional_property_type, _type_allow_unmatched, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rejected_patterns, _dflt_additional_property_type, _dflt_allow_unmatched, _return_type):
 def __init__(self,declared_properties:_type_declared_properties,pattern_properties:_type_pattern_properties,rejected_patterns:_type_rejected_patterns=_dflt_rejected_patterns,additional_property_type:_type_additional_property_type=_dflt_additional_property_type,allow_unmatched:_type_allow_unmatched=_dflt_allow_unmatched)->_return_type:
  self.declared_properties=declared_properties
  self.pattern_properties=pattern_properties
  self.rejected_patterns=rejected_patterns
  self.additional_property_type=additional_property_type
  self.allow_unmatched=allow_unmatched
 return __init__


def __create_fn__(_type_defs_remapping, _type_json_remapping, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,defs_remapping:_type_defs_remapping,json_remapping:_type_json_remapping)->_return_type:
  self.defs_remapping=defs_remapping
  self.json_remapping=json_remapping
 return __init__


def __create_fn__(_type_diagnostic_source_path, _type_prefetched_source, _type_formatter_cwd, _type_preserve_circular_root_models, _type_suppress_parse_warnings, _type_untyped_nullable_maps, _type_yielding_names, _type_document_roles, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_diagnostic_source_path, _dflt_prefetched_source, _dflt_formatter_cwd, _dflt_preserve_circular_root_models, _dflt_suppress_parse_warnings, _dflt_untyped_nullable_maps, _dflt_yielding_names, _dflt_document_roles, _return_type):
 def __init__(self,diagnostic_source_path:_type_diagnostic_source_path=_dflt_diagnostic_source_path,prefetched_source:_type_prefetched_source=_dflt_prefetched_source,formatter_cwd:_type_formatter_cwd=_dflt_formatter_cwd,preserve_circular_root_models:_type_preserve_circular_root_models=_dflt_preserve_circular_root_models,suppress_parse_warnings:_type_suppress_parse_warnings=_dflt_suppress_parse_warnings,untyped_nullable_maps:_type_untyped_nullable_maps=_dflt_untyped_nullable_maps,yielding_names:_type_yielding_names=_dflt_yielding_names,document_roles:_type_document_roles=_dflt_document_roles)->_return_type:
  self.diagnostic_source_path=diagnostic_source_path
  self.prefetched_source=prefetched_source
  self.formatter_cwd=formatter_cwd
  self.preserve_circular_root_models=preserve_circular_root_models
  self.suppress_parse_warnings=suppress_parse_warnings
  self.untyped_nullable_maps=untyped_nullable_maps
  self.yielding_names=yielding_names
  self.document_roles=document_roles
 return __init__


def __create_fn__(_type_discriminator, _type_custom_error_type, _type_custom_error_message, _type_custom_error_context, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_custom_error_type, _dflt_custom_error_message, _dflt_custom_error_context, _return_type):
 def __init__(self,discriminator:_type_discriminator,custom_error_type:_type_custom_error_type=_dflt_custom_error_type,custom_error_message:_type_custom_error_message=_dflt_custom_error_message,custom_error_context:_type_custom_error_context=_dflt_custom_error_context)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'discriminator',discriminator)
  __dataclass_builtins_object__.__setattr__(self,'custom_error_type',custom_error_type)
  __dataclass_builtins_object__.__setattr__(self,'custom_error_message',custom_error_message)
  __dataclass_builtins_object__.__setattr__(self,'custom_error_context',custom_error_context)
 return __init__


def __create_fn__(_type_document, _type_root_base, _type_names, _type_defaults, _type_resources, _type_embedded, _type_dynamic_anchors, _type_implicit_resources, _type_embeds_resources, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,document:_type_document,root_base:_type_root_base,names:_type_names,defaults:_type_defaults,resources:_type_resources,embedded:_type_embedded,dynamic_anchors:_type_dynamic_anchors,implicit_resources:_type_implicit_resources,embeds_resources:_type_embeds_resources)->_return_type:
  self.document=document
  self.root_base=root_base
  self.names=names
  self.defaults=defaults
  self.resources=resources
  self.embedded=embedded
  self.dynamic_anchors=dynamic_anchors
  self.implicit_resources=implicit_resources
  self.embeds_resources=embeds_resources
 return __init__


def __create_fn__(_type_document, _type_tokens, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,document:_type_document,tokens:_type_tokens)->_return_type:
  self.document=document
  self.tokens=tokens
 return __init__


def __create_fn__(_type_edges, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,edges:_type_edges)->_return_type:
  self.edges=edges
 return __init__


def __create_fn__(_type_encoder, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,encoder:_type_encoder)->_return_type:
  self.encoder=encoder
 return __init__


def __create_fn__(_type_enter_phase, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,enter_phase:_type_enter_phase)->_return_type:
  self.enter_phase=enter_phase
 return __init__


def __create_fn__(_type_entries, _type_default, _type_typed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_typed, _return_type):
 def __init__(self,entries:_type_entries,default:_type_default,typed:_type_typed=_dflt_typed)->_return_type:
  self.entries=entries
  self.default=default
  self.typed=typed
 return __init__


def __create_fn__(_type_facts, _type_model_ids_by_object, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,facts:_type_facts,model_ids_by_object:_type_model_ids_by_object)->_return_type:
  self.facts=facts
  self.model_ids_by_object=model_ids_by_object
 return __init__


def __create_fn__(_type_facts, _type_model_ids_by_object, _type_next_model_id, _type_next_data_type_id, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,facts:_type_facts,model_ids_by_object:_type_model_ids_by_object,next_model_id:_type_next_model_id,next_data_type_id:_type_next_data_type_id)->_return_type:
  self.facts=facts
  self.model_ids_by_object=model_ids_by_object
  self.next_model_id=next_model_id
  self.next_data_type_id=next_data_type_id
 return __init__


def __create_fn__(_type_fail_fast, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_fail_fast, _return_type):
 def __init__(self,fail_fast:_type_fail_fast=_dflt_fail_fast)->_return_type:
  self.fail_fast=fail_fast
 return __init__


def __create_fn__(_type_field, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,field:_type_field)->_return_type:
  self.field=field
 return __init__


def __create_fn__(_type_field, _type_first_tag, _type_enum_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,field:_type_field,first_tag:_type_first_tag,enum_source:_type_enum_source)->_return_type:
  self.field=field
  self.first_tag=first_tag
  self.enum_source=enum_source
 return __init__


def __create_fn__(_type_field, _type_form, _type_tag, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,field:_type_field,form:_type_form,tag:_type_tag)->_return_type:
  self.field=field
  self.form=form
  self.tag=tag
 return __init__


def __create_fn__(_type_field, _type_source, _type_revision, _type_parent, _type_own, _type_references, _type_reads, _type_value, _type_verified, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,field:_type_field,source:_type_source,revision:_type_revision,parent:_type_parent,own:_type_own,references:_type_references,reads:_type_reads,value:_type_value,verified:_type_verified)->_return_type:
  self.field=field
  self.source=source
  self.revision=revision
  self.parent=parent
  self.own=own
  self.references=references
  self.reads=reads
  self.value=value
  self.verified=verified
 return __init__


def __create_fn__(_type_fields, _type_mode, _type_check_fields, _type_json_schema_input_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,fields:_type_fields,mode:_type_mode,check_fields:_type_check_fields,json_schema_input_type:_type_json_schema_input_type)->_return_type:
  self.fields=fields
  self.mode=mode
  self.check_fields=check_fields
  self.json_schema_input_type=json_schema_input_type
 return __init__


def __create_fn__(_type_fields, _type_mode, _type_each_item, _type_always, _type_check_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,fields:_type_fields,mode:_type_mode,each_item:_type_each_item,always:_type_always,check_fields:_type_check_fields)->_return_type:
  self.fields=fields
  self.mode=mode
  self.each_item=each_item
  self.always=always
  self.check_fields=check_fields
 return __init__


def __create_fn__(_type_fields, _type_mode, _type_return_type, _type_when_used, _type_check_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,fields:_type_fields,mode:_type_mode,return_type:_type_return_type,when_used:_type_when_used,check_fields:_type_check_fields)->_return_type:
  self.fields=fields
  self.mode=mode
  self.return_type=return_type
  self.when_used=when_used
  self.check_fields=check_fields
 return __init__


def __create_fn__(_type_files, _type_output_directory, _type_headers, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,files:_type_files,output_directory:_type_output_directory,headers:_type_headers)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'files',files)
  __dataclass_builtins_object__.__setattr__(self,'output_directory',output_directory)
  __dataclass_builtins_object__.__setattr__(self,'headers',headers)
 return __init__


def __create_fn__(_type_filter_forward_references, _type_generated_formatter_safe, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_filter_forward_references, _dflt_generated_formatter_safe, _return_type):
 def __init__(self,filter_forward_references:_type_filter_forward_references=_dflt_filter_forward_references,generated_formatter_safe:_type_generated_formatter_safe=_dflt_generated_formatter_safe)->_return_type:
  self.filter_forward_references=filter_forward_references
  self.generated_formatter_safe=generated_formatter_safe
 return __init__


def __create_fn__(_type_frozen, _type_builtin_hash, _type_custom_base_class, _type_user_class_code, _type_custom_template_dir, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_frozen, _dflt_builtin_hash, _dflt_custom_base_class, _dflt_user_class_code, _dflt_custom_template_dir, _return_type):
 def __init__(self,frozen:_type_frozen=_dflt_frozen,builtin_hash:_type_builtin_hash=_dflt_builtin_hash,custom_base_class:_type_custom_base_class=_dflt_custom_base_class,user_class_code:_type_user_class_code=_dflt_user_class_code,custom_template_dir:_type_custom_template_dir=_dflt_custom_template_dir)->_return_type:
  self.frozen=frozen
  self.builtin_hash=builtin_hash
  self.custom_base_class=custom_base_class
  self.user_class_code=user_class_code
  self.custom_template_dir=custom_template_dir
 return __init__


def __create_fn__(_type_full_path, _type_from_, _type_import_, _type_written_from, _type_beside_shared_import, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_beside_shared_import, _return_type):
 def __init__(self,full_path:_type_full_path,from_:_type_from_,import_:_type_import_,written_from:_type_written_from,beside_shared_import:_type_beside_shared_import=_dflt_beside_shared_import)->_return_type:
  self.full_path=full_path
  self.from_=from_
  self.import_=import_
  self.written_from=written_from
  self.beside_shared_import=beside_shared_import
 return __init__


def __create_fn__(_type_func, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,func:_type_func)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'func',func)
 return __init__


def __create_fn__(_type_func, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,func:_type_func)->_return_type:
  self.func=func
 return __init__


def __create_fn__(_type_func, _type_json_schema_input_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_json_schema_input_type, _return_type):
 def __init__(self,func:_type_func,json_schema_input_type:_type_json_schema_input_type=_dflt_json_schema_input_type)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'func',func)
  __dataclass_builtins_object__.__setattr__(self,'json_schema_input_type',json_schema_input_type)
 return __init__


def __create_fn__(_type_func, _type_return_type, _type_when_used, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_return_type, _dflt_when_used, _return_type):
 def __init__(self,func:_type_func,return_type:_type_return_type=_dflt_return_type,when_used:_type_when_used=_dflt_when_used)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'func',func)
  __dataclass_builtins_object__.__setattr__(self,'return_type',return_type)
  __dataclass_builtins_object__.__setattr__(self,'when_used',when_used)
 return __init__


def __create_fn__(_type_ge, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,ge:_type_ge)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'ge',ge)
 return __init__


def __create_fn__(_type_generation, _type_module_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,generation:_type_generation,module_names:_type_module_names)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'generation',generation)
  __dataclass_builtins_object__.__setattr__(self,'module_names',module_names)
 return __init__


def __create_fn__(_type_get_pydantic_core_schema, _type_get_pydantic_json_schema, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_get_pydantic_core_schema, _dflt_get_pydantic_json_schema, _return_type):
 def __init__(self,get_pydantic_core_schema:_type_get_pydantic_core_schema=_dflt_get_pydantic_core_schema,get_pydantic_json_schema:_type_get_pydantic_json_schema=_dflt_get_pydantic_json_schema)->_return_type:
  self.get_pydantic_core_schema=get_pydantic_core_schema
  self.get_pydantic_json_schema=get_pydantic_json_schema
 return __init__


def __create_fn__(_type_gt, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,gt:_type_gt)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'gt',gt)
 return __init__


def __create_fn__(_type_gt, _type_ge, _type_lt, _type_le, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_gt, _dflt_ge, _dflt_lt, _dflt_le, _return_type):
 def __init__(self,*,gt:_type_gt=_dflt_gt,ge:_type_ge=_dflt_ge,lt:_type_lt=_dflt_lt,le:_type_le=_dflt_le)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'gt',gt)
  __dataclass_builtins_object__.__setattr__(self,'ge',ge)
  __dataclass_builtins_object__.__setattr__(self,'lt',lt)
  __dataclass_builtins_object__.__setattr__(self,'le',le)
 return __init__


def __create_fn__(_type_has_root_field, _type_circular, _type_runtime_object_validation, _type_needs_model_regex_engine, _type_field_constraints, _type_constrains_through_root_types, _type_constrained_root_field, _type_constrained_root, _type_root_type_is_map, _type_root_type_names_model, _type_names_inner_models, _type_holder_has_container, _type_list_item, _type_collapses_list_items, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_has_root_field, _dflt_circular, _dflt_runtime_object_validation, _dflt_needs_model_regex_engine, _dflt_field_constraints, _dflt_constrains_through_root_types, _dflt_constrained_root_field, _dflt_constrained_root, _dflt_root_type_is_map, _dflt_root_type_names_model, _dflt_names_inner_models, _dflt_holder_has_container, _dflt_list_item, _dflt_collapses_list_items, _return_type):
 def __init__(self,has_root_field:_type_has_root_field=_dflt_has_root_field,circular:_type_circular=_dflt_circular,runtime_object_validation:_type_runtime_object_validation=_dflt_runtime_object_validation,needs_model_regex_engine:_type_needs_model_regex_engine=_dflt_needs_model_regex_engine,field_constraints:_type_field_constraints=_dflt_field_constraints,constrains_through_root_types:_type_constrains_through_root_types=_dflt_constrains_through_root_types,constrained_root_field:_type_constrained_root_field=_dflt_constrained_root_field,constrained_root:_type_constrained_root=_dflt_constrained_root,root_type_is_map:_type_root_type_is_map=_dflt_root_type_is_map,root_type_names_model:_type_root_type_names_model=_dflt_root_type_names_model,names_inner_models:_type_names_inner_models=_dflt_names_inner_models,holder_has_container:_type_holder_has_container=_dflt_holder_has_container,list_item:_type_list_item=_dflt_list_item,collapses_list_items:_type_collapses_list_items=_dflt_collapses_list_items)->_return_type:
  self.has_root_field=has_root_field
  self.circular=circular
  self.runtime_object_validation=runtime_object_validation
  self.needs_model_regex_engine=needs_model_regex_engine
  self.field_constraints=field_constraints
  self.constrains_through_root_types=constrains_through_root_types
  self.constrained_root_field=constrained_root_field
  self.constrained_root=constrained_root
  self.root_type_is_map=root_type_is_map
  self.root_type_names_model=root_type_names_model
  self.names_inner_models=names_inner_models
  self.holder_has_container=holder_has_container
  self.list_item=list_item
  self.collapses_list_items=collapses_list_items
 return __init__


def __create_fn__(_type_holds_schema, _type_numbers_keep_bounds, _type_consumed_at_property, _type_patterns_beside_literal, _type_keeps_tuple_lengths, _type_counts_beside_models, _type_records_by_option, _type_empty_record, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,holds_schema:_type_holds_schema,numbers_keep_bounds:_type_numbers_keep_bounds,consumed_at_property:_type_consumed_at_property,patterns_beside_literal:_type_patterns_beside_literal,keeps_tuple_lengths:_type_keeps_tuple_lengths,counts_beside_models:_type_counts_beside_models,records_by_option:_type_records_by_option,empty_record:_type_empty_record)->_return_type:
  self.holds_schema=holds_schema
  self.numbers_keep_bounds=numbers_keep_bounds
  self.consumed_at_property=consumed_at_property
  self.patterns_beside_literal=patterns_beside_literal
  self.keeps_tuple_lengths=keeps_tuple_lengths
  self.counts_beside_models=counts_beside_models
  self.records_by_option=records_by_option
  self.empty_record=empty_record
 return __init__


def __create_fn__(_type_how, _type_source, _type_via, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _dflt_via, _return_type):
 def __init__(self,how:_type_how,source:_type_source=_dflt_source,via:_type_via=_dflt_via)->_return_type:
  self.how=how
  self.source=source
  self.via=via
 return __init__


def __create_fn__(_type_id, _type_data_type, _type_owner_model, _type_owner_field_index, _type_role, _type_reference, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,id:_type_id,data_type:_type_data_type,owner_model:_type_owner_model,owner_field_index:_type_owner_field_index,role:_type_role,reference:_type_reference)->_return_type:
  self.id=id
  self.data_type=data_type
  self.owner_model=owner_model
  self.owner_field_index=owner_field_index
  self.role=role
  self.reference=reference
 return __init__


def __create_fn__(_type_id, _type_kind, _type_target, _type_message, _type_warning_since, _type_removal_version, _type_replacement, _type_status, _type_warning_category, _type_note, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_replacement, _dflt_status, _dflt_warning_category, _dflt_note, _return_type):
 def __init__(self,id:_type_id,kind:_type_kind,target:_type_target,message:_type_message,warning_since:_type_warning_since,removal_version:_type_removal_version,replacement:_type_replacement=_dflt_replacement,status:_type_status=_dflt_status,warning_category:_type_warning_category=_dflt_warning_category,note:_type_note=_dflt_note)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'id',id)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'target',target)
  __dataclass_builtins_object__.__setattr__(self,'message',message)
  __dataclass_builtins_object__.__setattr__(self,'warning_since',warning_since)
  __dataclass_builtins_object__.__setattr__(self,'removal_version',removal_version)
  __dataclass_builtins_object__.__setattr__(self,'replacement',replacement)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'warning_category',warning_category)
  __dataclass_builtins_object__.__setattr__(self,'note',note)
 return __init__


def __create_fn__(_type_id, _type_parse_order, _type_model, _type_reference, _type_path, _type_file_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,id:_type_id,parse_order:_type_parse_order,model:_type_model,reference:_type_reference,path:_type_path,file_path:_type_file_path)->_return_type:
  self.id=id
  self.parse_order=parse_order
  self.model=model
  self.reference=reference
  self.path=path
  self.file_path=file_path
 return __init__


def __create_fn__(_type_import_, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,import_:_type_import_)->_return_type:
  self.import_=import_
 return __init__


def __create_fn__(_type_import_, _type_from_, _type_alias, _type_reference_path, _type_keep_unaliased, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_from_, _dflt_alias, _dflt_reference_path, _dflt_keep_unaliased, _return_type):
 def __init__(self,import_:_type_import_,from_:_type_from_=_dflt_from_,alias:_type_alias=_dflt_alias,reference_path:_type_reference_path=_dflt_reference_path,keep_unaliased:_type_keep_unaliased=_dflt_keep_unaliased)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'import_',import_)
  __dataclass_builtins_object__.__setattr__(self,'from_',from_)
  __dataclass_builtins_object__.__setattr__(self,'alias',alias)
  __dataclass_builtins_object__.__setattr__(self,'reference_path',reference_path)
  __dataclass_builtins_object__.__setattr__(self,'keep_unaliased',keep_unaliased)
 return __init__


def __create_fn__(_type_imports, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,imports:_type_imports)->_return_type:
  self.imports=imports
 return __init__


def __create_fn__(_type_internal_module, _type_names, _type_released, _type_released_internal_modules, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_released, _dflt_released_internal_modules, _return_type):
 def __init__(self,internal_module:_type_internal_module,names:_type_names,released:_type_released=_dflt_released,released_internal_modules:_type_released_internal_modules=_dflt_released_internal_modules)->_return_type:
  self.internal_module=internal_module
  self.names=names
  self.released=released
  self.released_internal_modules=released_internal_modules
 return __init__


def __create_fn__(_type_is_init, _type_model_list, _type_imports, _type_scoped_model_resolver, _type_all_module_fields, _type_config, _type_internal_modules, _type_model_path_to_module_name, _type_require_update_action_models, _type_unused_models, _type_unused_models_start, _type_model_list_before_override_removal, _type_current_unused_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_current_unused_models, _return_type):
 def __init__(self,*,is_init:_type_is_init,model_list:_type_model_list,imports:_type_imports,scoped_model_resolver:_type_scoped_model_resolver,all_module_fields:_type_all_module_fields,config:_type_config,internal_modules:_type_internal_modules,model_path_to_module_name:_type_model_path_to_module_name,require_update_action_models:_type_require_update_action_models,unused_models:_type_unused_models,current_unused_models:_type_current_unused_models=_dflt_current_unused_models)->_return_type:
  self.is_init=is_init
  self.model_list=model_list
  self.imports=imports
  self.scoped_model_resolver=scoped_model_resolver
  self.all_module_fields=all_module_fields
  self.config=config
  self.internal_modules=internal_modules
  self.model_path_to_module_name=model_path_to_module_name
  self.require_update_action_models=require_update_action_models
  self.unused_models=unused_models
  self.current_unused_models=current_unused_models
 return __init__


def __create_fn__(_type_json_schema, _type_mode, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_mode, _return_type):
 def __init__(self,json_schema:_type_json_schema,mode:_type_mode=_dflt_mode)->_return_type:
  self.json_schema=json_schema
  self.mode=mode
 return __init__


def __create_fn__(_type_kept, _type_takes_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,kept:_type_kept,takes_null:_type_takes_null)->_return_type:
  self.kept=kept
  self.takes_null=takes_null
 return __init__


def __create_fn__(_type_key, _type_kept, _type_null, _type_strips_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_null, _dflt_strips_null, _return_type):
 def __init__(self,key:_type_key,kept:_type_kept,null:_type_null=_dflt_null,strips_null:_type_strips_null=_dflt_strips_null)->_return_type:
  self.key=key
  self.kept=kept
  self.null=null
  self.strips_null=strips_null
 return __init__


def __create_fn__(_type_key, _type_owner, _type_field, _type_path, _type_node, _type_target, _type_kind, _type_eager, _type_provenance, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,owner:_type_owner,field:_type_field,path:_type_path,node:_type_node,target:_type_target,kind:_type_kind,eager:_type_eager,provenance:_type_provenance)->_return_type:
  self.key=key
  self.owner=owner
  self.field=field
  self.path=path
  self.node=node
  self.target=target
  self.kind=kind
  self.eager=eager
  self.provenance=provenance
 return __init__


def __create_fn__(_type_key, _type_spelling, _type_mapping, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_mapping, _return_type):
 def __init__(self,key:_type_key,spelling:_type_spelling,mapping:_type_mapping=_dflt_mapping)->_return_type:
  self.key=key
  self.spelling=spelling
  self.mapping=mapping
 return __init__


def __create_fn__(_type_keyword, _type_groups, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,keyword:_type_keyword,groups:_type_groups)->_return_type:
  self.keyword=keyword
  self.groups=groups
 return __init__


def __create_fn__(_type_keywords, _type_unsatisfiable, _type_untaken_patterns, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_untaken_patterns, _return_type):
 def __init__(self,keywords:_type_keywords,unsatisfiable:_type_unsatisfiable,untaken_patterns:_type_untaken_patterns=_dflt_untaken_patterns)->_return_type:
  self.keywords=keywords
  self.unsatisfiable=unsatisfiable
  self.untaken_patterns=untaken_patterns
 return __init__


def __create_fn__(_type_kind, _type_location, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,kind:_type_kind,location:_type_location)->_return_type:
  self.kind=kind
  self.location=location
 return __init__


def __create_fn__(_type_le, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,le:_type_le)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'le',le)
 return __init__


def __create_fn__(_type_location, _type_name, _type_style, _type_explode, _type_required, _type_allow_reserved, _type_content_media_type, _type_shape, _type_kind, _type_fields, _type_additional, _type_reserved_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_style, _dflt_explode, _dflt_required, _dflt_allow_reserved, _dflt_content_media_type, _dflt_shape, _dflt_kind, _dflt_fields, _dflt_additional, _dflt_reserved_names, _return_type):
 def __init__(self,*,location:_type_location,name:_type_name,style:_type_style=_dflt_style,explode:_type_explode=_dflt_explode,required:_type_required=_dflt_required,allow_reserved:_type_allow_reserved=_dflt_allow_reserved,content_media_type:_type_content_media_type=_dflt_content_media_type,shape:_type_shape=_dflt_shape,kind:_type_kind=_dflt_kind,fields:_type_fields=_dflt_fields,additional:_type_additional=_dflt_additional,reserved_names:_type_reserved_names=_dflt_reserved_names)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'location',location)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'style',style)
  __dataclass_builtins_object__.__setattr__(self,'explode',explode)
  __dataclass_builtins_object__.__setattr__(self,'required',required)
  __dataclass_builtins_object__.__setattr__(self,'allow_reserved',allow_reserved)
  __dataclass_builtins_object__.__setattr__(self,'content_media_type',content_media_type)
  __dataclass_builtins_object__.__setattr__(self,'shape',shape)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'fields',fields)
  __dataclass_builtins_object__.__setattr__(self,'additional',additional)
  __dataclass_builtins_object__.__setattr__(self,'reserved_names',reserved_names)
  self.__post_init__()
 return __init__


def __create_fn__(_type_locations, _type_root_bases, _type_resources, _type_dynamic_anchors, _type_embedded, _type_keys, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_locations, _dflt_root_bases, _dflt_resources, _dflt_dynamic_anchors, _dflt_embedded, _dflt_keys, _return_type):
 def __init__(self,locations:_type_locations=_HAS_DEFAULT_FACTORY,root_bases:_type_root_bases=_HAS_DEFAULT_FACTORY,resources:_type_resources=_HAS_DEFAULT_FACTORY,dynamic_anchors:_type_dynamic_anchors=_HAS_DEFAULT_FACTORY,embedded:_type_embedded=_HAS_DEFAULT_FACTORY,keys:_type_keys=_HAS_DEFAULT_FACTORY)->_return_type:
  self.locations=_dflt_locations() if locations is _HAS_DEFAULT_FACTORY else locations
  self.root_bases=_dflt_root_bases() if root_bases is _HAS_DEFAULT_FACTORY else root_bases
  self.resources=_dflt_resources() if resources is _HAS_DEFAULT_FACTORY else resources
  self.dynamic_anchors=_dflt_dynamic_anchors() if dynamic_anchors is _HAS_DEFAULT_FACTORY else dynamic_anchors
  self.embedded=_dflt_embedded() if embedded is _HAS_DEFAULT_FACTORY else embedded
  self.keys=_dflt_keys() if keys is _HAS_DEFAULT_FACTORY else keys
 return __init__


def __create_fn__(_type_lt, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,lt:_type_lt)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'lt',lt)
 return __init__


def __create_fn__(_type_max_length, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,max_length:_type_max_length)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)
 return __init__


def __create_fn__(_type_members, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,members:_type_members,rule:_type_rule)->_return_type:
  self.members=members
  self.rule=rule
 return __init__


def __create_fn__(_type_metadata_assignment, _type_factory_in_field, _type_admits_none, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,metadata_assignment:_type_metadata_assignment,factory_in_field:_type_factory_in_field,admits_none:_type_admits_none)->_return_type:
  self.metadata_assignment=metadata_assignment
  self.factory_in_field=factory_in_field
  self.admits_none=admits_none
 return __init__


def __create_fn__(_type_min_length, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,min_length:_type_min_length)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'min_length',min_length)
 return __init__


def __create_fn__(_type_min_length, _type_max_length, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_min_length, _dflt_max_length, _return_type):
 def __init__(self,min_length:_type_min_length=_dflt_min_length,max_length:_type_max_length=_dflt_max_length)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'min_length',min_length)
  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)
 return __init__


def __create_fn__(_type_min_properties, _type_max_properties, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_min_properties, _dflt_max_properties, _return_type):
 def __init__(self,min_properties:_type_min_properties=_dflt_min_properties,max_properties:_type_max_properties=_dflt_max_properties)->_return_type:
  self.min_properties=min_properties
  self.max_properties=max_properties
 return __init__


def __create_fn__(_type_minimum, _type_target, _type_constructs, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,minimum:_type_minimum,target:_type_target,constructs:_type_constructs)->_return_type:
  self.minimum=minimum
  self.target=target
  self.constructs=constructs
 return __init__


def __create_fn__(_type_mode, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,mode:_type_mode)->_return_type:
  self.mode=mode
 return __init__


def __create_fn__(_type_mode, _type_return_type, _type_when_used, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,mode:_type_mode,return_type:_type_return_type,when_used:_type_when_used)->_return_type:
  self.mode=mode
  self.return_type=return_type
  self.when_used=when_used
 return __init__


def __create_fn__(_type_model, _type_data_type, _type_inner_class_name, _type_root_import, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,model:_type_model,data_type:_type_data_type,inner_class_name:_type_inner_class_name,root_import:_type_root_import)->_return_type:
  self.model=model
  self.data_type=data_type
  self.inner_class_name=inner_class_name
  self.root_import=root_import
 return __init__


def __create_fn__(_type_model, _type_field, _type_property_name, _type_discriminator, _type_mapping, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,model:_type_model,field:_type_field,property_name:_type_property_name,discriminator:_type_discriminator,mapping:_type_mapping)->_return_type:
  self.model=model
  self.field=field
  self.property_name=property_name
  self.discriminator=discriminator
  self.mapping=mapping
 return __init__


def __create_fn__(_type_model, _type_field_name, _type_mapping, _type_field_name_mode, _type_inline_models, _type_property_name, _type_union_written, _type_enum_member_tags, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,model:_type_model,field_name:_type_field_name,mapping:_type_mapping,field_name_mode:_type_field_name_mode,inline_models:_type_inline_models,property_name:_type_property_name,union_written:_type_union_written,enum_member_tags:_type_enum_member_tags)->_return_type:
  self.model=model
  self.field_name=field_name
  self.mapping=mapping
  self.field_name_mode=field_name_mode
  self.inline_models=inline_models
  self.property_name=property_name
  self.union_written=union_written
  self.enum_member_tags=enum_member_tags
 return __init__


def __create_fn__(_type_model, _type_kind, _type_tags, _type_untagged, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_tags, _dflt_untagged, _return_type):
 def __init__(self,model:_type_model,kind:_type_kind,tags:_type_tags=_dflt_tags,untagged:_type_untagged=_dflt_untagged)->_return_type:
  self.model=model
  self.kind=kind
  self.tags=tags
  self.untagged=untagged
 return __init__


def __create_fn__(_type_model_facts, _type_data_type_facts, _type_data_type_fact_by_object, _type_base_owner_model_ids_by_object, _type_model_by_path, _type_model_by_ref_id, _type_data_types_by_model, _type_sites_by_target, _type_shared_data_type_fact_ids, _type_sites, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_model_facts, _dflt_data_type_facts, _dflt_data_type_fact_by_object, _dflt_base_owner_model_ids_by_object, _dflt_model_by_path, _dflt_model_by_ref_id, _dflt_data_types_by_model, _dflt_sites_by_target, _dflt_shared_data_type_fact_ids, _dflt_sites, _return_type):
 def __init__(self,model_facts:_type_model_facts=_HAS_DEFAULT_FACTORY,data_type_facts:_type_data_type_facts=_HAS_DEFAULT_FACTORY,data_type_fact_by_object:_type_data_type_fact_by_object=_HAS_DEFAULT_FACTORY,base_owner_model_ids_by_object:_type_base_owner_model_ids_by_object=_HAS_DEFAULT_FACTORY,model_by_path:_type_model_by_path=_HAS_DEFAULT_FACTORY,model_by_ref_id:_type_model_by_ref_id=_HAS_DEFAULT_FACTORY,data_types_by_model:_type_data_types_by_model=_HAS_DEFAULT_FACTORY,sites_by_target:_type_sites_by_target=_HAS_DEFAULT_FACTORY,shared_data_type_fact_ids:_type_shared_data_type_fact_ids=_HAS_DEFAULT_FACTORY,sites:_type_sites=_HAS_DEFAULT_FACTORY)->_return_type:
  self.model_facts=_dflt_model_facts() if model_facts is _HAS_DEFAULT_FACTORY else model_facts
  self.data_type_facts=_dflt_data_type_facts() if data_type_facts is _HAS_DEFAULT_FACTORY else data_type_facts
  self.data_type_fact_by_object=_dflt_data_type_fact_by_object() if data_type_fact_by_object is _HAS_DEFAULT_FACTORY else data_type_fact_by_object
  self.base_owner_model_ids_by_object=_dflt_base_owner_model_ids_by_object() if base_owner_model_ids_by_object is _HAS_DEFAULT_FACTORY else base_owner_model_ids_by_object
  self.model_by_path=_dflt_model_by_path() if model_by_path is _HAS_DEFAULT_FACTORY else model_by_path
  self.model_by_ref_id=_dflt_model_by_ref_id() if model_by_ref_id is _HAS_DEFAULT_FACTORY else model_by_ref_id
  self.data_types_by_model=_dflt_data_types_by_model() if data_types_by_model is _HAS_DEFAULT_FACTORY else data_types_by_model
  self.sites_by_target=_dflt_sites_by_target() if sites_by_target is _HAS_DEFAULT_FACTORY else sites_by_target
  self.shared_data_type_fact_ids=_dflt_shared_data_type_fact_ids() if shared_data_type_fact_ids is _HAS_DEFAULT_FACTORY else shared_data_type_fact_ids
  self.sites=_dflt_sites() if sites is _HAS_DEFAULT_FACTORY else sites
 return __init__


def __create_fn__(_type_model_list, _type_model_list_before_override_removal, _type_config, _type_current_unused_models, _type_live_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,*,model_list:_type_model_list,model_list_before_override_removal:_type_model_list_before_override_removal,config:_type_config,current_unused_models:_type_current_unused_models)->_return_type:
  self.model_list=model_list
  self.model_list_before_override_removal=model_list_before_override_removal
  self.config=config
  self.current_unused_models=current_unused_models
 return __init__


def __create_fn__(_type_module, _type_live_models, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,module:_type_module,live_models:_type_live_models)->_return_type:
  self.module=module
  self.live_models=live_models
 return __init__


def __create_fn__(_type_modules, _type_live_models, _type_member_keywords, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,modules:_type_modules,live_models:_type_live_models,member_keywords:_type_member_keywords)->_return_type:
  self.modules=modules
  self.live_models=live_models
  self.member_keywords=member_keywords
 return __init__


def __create_fn__(_type_mounted, _type_home, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,mounted:_type_mounted,home:_type_home)->_return_type:
  self.mounted=mounted
  self.home=home
 return __init__


def __create_fn__(_type_multiple_of, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,multiple_of:_type_multiple_of)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'multiple_of',multiple_of)
 return __init__


def __create_fn__(_type_name, _type_applies, _type_build, _type_typed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_typed, _return_type):
 def __init__(self,name:_type_name,applies:_type_applies,build:_type_build,typed:_type_typed=_dflt_typed)->_return_type:
  self.name=name
  self.applies=applies
  self.build=build
  self.typed=typed
 return __init__


def __create_fn__(_type_name, _type_applies, _type_rewrite, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,applies:_type_applies,rewrite:_type_rewrite)->_return_type:
  self.name=name
  self.applies=applies
  self.rewrite=rewrite
 return __init__


def __create_fn__(_type_name, _type_build, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,build:_type_build)->_return_type:
  self.name=name
  self.build=build
 return __init__


def __create_fn__(_type_name, _type_call, _type_per_module, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_per_module, _return_type):
 def __init__(self,name:_type_name,call:_type_call,per_module:_type_per_module=_dflt_per_module)->_return_type:
  self.name=name
  self.call=call
  self.per_module=per_module
 return __init__


def __create_fn__(_type_name, _type_cli_resolved, _type_caller_relative, _type_watched_as, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,cli_resolved:_type_cli_resolved,caller_relative:_type_caller_relative,watched_as:_type_watched_as)->_return_type:
  self.name=name
  self.cli_resolved=cli_resolved
  self.caller_relative=caller_relative
  self.watched_as=watched_as
 return __init__


def __create_fn__(_type_name, _type_kind, _type_repeated, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_kind, _dflt_repeated, _return_type):
 def __init__(self,name:_type_name,kind:_type_kind=_dflt_kind,repeated:_type_repeated=_dflt_repeated)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'repeated',repeated)
 return __init__


def __create_fn__(_type_name, _type_modules, _type_body, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,modules:_type_modules,body:_type_body)->_return_type:
  self.name=name
  self.modules=modules
  self.body=body
 return __init__


def __create_fn__(_type_name, _type_obj, _type_path, _type_singular_name, _type_parent, _type_scope, _type_root, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_singular_name, _dflt_parent, _dflt_scope, _dflt_root, _return_type):
 def __init__(self,name:_type_name,obj:_type_obj,path:_type_path,singular_name:_type_singular_name=_dflt_singular_name,parent:_type_parent=_dflt_parent,scope:_type_scope=_dflt_scope,root:_type_root=_dflt_root)->_return_type:
  self.name=name
  self.obj=obj
  self.path=path
  self.singular_name=singular_name
  self.parent=parent
  self.scope=scope
  self.root=root
 return __init__


def __create_fn__(_type_name, _type_phase, _type_view, _type_steps, _type_enters_phase, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_enters_phase, _return_type):
 def __init__(self,name:_type_name,phase:_type_phase,view:_type_view,steps:_type_steps,enters_phase:_type_enters_phase=_dflt_enters_phase)->_return_type:
  self.name=name
  self.phase=phase
  self.view=view
  self.steps=steps
  self.enters_phase=enters_phase
 return __init__


def __create_fn__(_type_name, _type_run, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,run:_type_run)->_return_type:
  self.name=name
  self.run=run
 return __init__


def __create_fn__(_type_name, _type_run, _type_when, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_when, _return_type):
 def __init__(self,name:_type_name,run:_type_run,when:_type_when=_dflt_when)->_return_type:
  self.name=name
  self.run=run
  self.when=when
 return __init__


def __create_fn__(_type_name, _type_union_tags, _type_own_class_name, _type_root_models, _type_key_cache, _type_base_dedup, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,union_tags:_type_union_tags,own_class_name:_type_own_class_name,root_models:_type_root_models,key_cache:_type_key_cache,base_dedup:_type_base_dedup)->_return_type:
  self.name=name
  self.union_tags=union_tags
  self.own_class_name=own_class_name
  self.root_models=root_models
  self.key_cache=key_cache
  self.base_dedup=base_dedup
 return __init__


def __create_fn__(_type_named, _type_target, _type_reference_written, _type_rendered, _type_held_dropped, _type_stripped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_named, _dflt_target, _dflt_reference_written, _dflt_rendered, _dflt_held_dropped, _dflt_stripped, _return_type):
 def __init__(self,named:_type_named=_dflt_named,target:_type_target=_dflt_target,reference_written:_type_reference_written=_dflt_reference_written,rendered:_type_rendered=_dflt_rendered,held_dropped:_type_held_dropped=_dflt_held_dropped,stripped:_type_stripped=_dflt_stripped)->_return_type:
  self.named=named
  self.target=target
  self.reference_written=reference_written
  self.rendered=rendered
  self.held_dropped=held_dropped
  self.stripped=stripped
 return __init__


def __create_fn__(_type_names, _type_mapping, _type_mode, _type_inline_variants, _type_union_written, _type_enum_member_tags, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,names:_type_names,mapping:_type_mapping,mode:_type_mode,inline_variants:_type_inline_variants,union_written:_type_union_written,enum_member_tags:_type_enum_member_tags)->_return_type:
  self.names=names
  self.mapping=mapping
  self.mode=mode
  self.inline_variants=inline_variants
  self.union_written=union_written
  self.enum_member_tags=enum_member_tags
 return __init__


def __create_fn__(_type_node, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,node:_type_node)->_return_type:
  self.node=node
 return __init__


def __create_fn__(_type_node, _type_anchors, _type_targets, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,node:_type_node,anchors:_type_anchors,targets:_type_targets)->_return_type:
  self.node=node
  self.anchors=anchors
  self.targets=targets
 return __init__


def __create_fn__(_type_node, _type_form, _type_args, _type_container, _type_mapping, _type_key, _type_base, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_args, _dflt_container, _dflt_mapping, _dflt_key, _dflt_base, _return_type):
 def __init__(self,node:_type_node,form:_type_form,args:_type_args=_dflt_args,container:_type_container=_dflt_container,mapping:_type_mapping=_dflt_mapping,key:_type_key=_dflt_key,base:_type_base=_dflt_base)->_return_type:
  self.node=node
  self.form=form
  self.args=args
  self.container=container
  self.mapping=mapping
  self.key=key
  self.base=base
 return __init__


def __create_fn__(_type_null_in_type_array, _type_defs_not_definitions, _type_prefix_items, _type_boolean_schemas, _type_id_field, _type_definitions_key, _type_exclusive_as_number, _type_read_only_write_only, _type_const_support, _type_property_names, _type_contains, _type_deprecated_keyword, _type_if_then_else, _type_content_encoding, _type_content_schema, _type_anchor, _type_vocabulary, _type_unevaluated_properties, _type_unevaluated_items, _type_dependent_required, _type_dependent_schemas, _type_recursive_ref, _type_dynamic_ref, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_null_in_type_array, _dflt_defs_not_definitions, _dflt_prefix_items, _dflt_boolean_schemas, _dflt_id_field, _dflt_definitions_key, _dflt_exclusive_as_number, _dflt_read_only_write_only, _dflt_const_support, _dflt_property_names, _dflt_contains, _dflt_deprecated_keyword, _dflt_if_then_else, _dflt_content_encoding, _dflt_content_schema, _dflt_anchor, _dflt_vocabulary, _dflt_unevaluated_properties, _dflt_unevaluated_items, _dflt_dependent_required, _dflt_dependent_schemas, _dflt_recursive_ref, _dflt_dynamic_ref, _return_type):
 def __init__(self,null_in_type_array:_type_null_in_type_array=_dflt_null_in_type_array,defs_not_definitions:_type_defs_not_definitions=_dflt_defs_not_definitions,prefix_items:_type_prefix_items=_dflt_prefix_items,boolean_schemas:_type_boolean_schemas=_dflt_boolean_schemas,id_field:_type_id_field=_dflt_id_field,definitions_key:_type_definitions_key=_dflt_definitions_key,exclusive_as_number:_type_exclusive_as_number=_dflt_exclusive_as_number,read_only_write_only:_type_read_only_write_only=_dflt_read_only_write_only,const_support:_type_const_support=_dflt_const_support,property_names:_type_property_names=_dflt_property_names,contains:_type_contains=_dflt_contains,deprecated_keyword:_type_deprecated_keyword=_dflt_deprecated_keyword,if_then_else:_type_if_then_else=_dflt_if_then_else,content_encoding:_type_content_encoding=_dflt_content_encoding,content_schema:_type_content_schema=_dflt_content_schema,anchor:_type_anchor=_dflt_anchor,vocabulary:_type_vocabulary=_dflt_vocabulary,unevaluated_properties:_type_unevaluated_properties=_dflt_unevaluated_properties,unevaluated_items:_type_unevaluated_items=_dflt_unevaluated_items,dependent_required:_type_dependent_required=_dflt_dependent_required,dependent_schemas:_type_dependent_schemas=_dflt_dependent_schemas,recursive_ref:_type_recursive_ref=_dflt_recursive_ref,dynamic_ref:_type_dynamic_ref=_dflt_dynamic_ref)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'null_in_type_array',null_in_type_array)
  __dataclass_builtins_object__.__setattr__(self,'defs_not_definitions',defs_not_definitions)
  __dataclass_builtins_object__.__setattr__(self,'prefix_items',prefix_items)
  __dataclass_builtins_object__.__setattr__(self,'boolean_schemas',boolean_schemas)
  __dataclass_builtins_object__.__setattr__(self,'id_field',id_field)
  __dataclass_builtins_object__.__setattr__(self,'definitions_key',definitions_key)
  __dataclass_builtins_object__.__setattr__(self,'exclusive_as_number',exclusive_as_number)
  __dataclass_builtins_object__.__setattr__(self,'read_only_write_only',read_only_write_only)
  __dataclass_builtins_object__.__setattr__(self,'const_support',const_support)
  __dataclass_builtins_object__.__setattr__(self,'property_names',property_names)
  __dataclass_builtins_object__.__setattr__(self,'contains',contains)
  __dataclass_builtins_object__.__setattr__(self,'deprecated_keyword',deprecated_keyword)
  __dataclass_builtins_object__.__setattr__(self,'if_then_else',if_then_else)
  __dataclass_builtins_object__.__setattr__(self,'content_encoding',content_encoding)
  __dataclass_builtins_object__.__setattr__(self,'content_schema',content_schema)
  __dataclass_builtins_object__.__setattr__(self,'anchor',anchor)
  __dataclass_builtins_object__.__setattr__(self,'vocabulary',vocabulary)
  __dataclass_builtins_object__.__setattr__(self,'unevaluated_properties',unevaluated_properties)
  __dataclass_builtins_object__.__setattr__(self,'unevaluated_items',unevaluated_items)
  __dataclass_builtins_object__.__setattr__(self,'dependent_required',dependent_required)
  __dataclass_builtins_object__.__setattr__(self,'dependent_schemas',dependent_schemas)
  __dataclass_builtins_object__.__setattr__(self,'recursive_ref',recursive_ref)
  __dataclass_builtins_object__.__setattr__(self,'dynamic_ref',dynamic_ref)
 return __init__


def __create_fn__(_type_null_in_type_array, _type_defs_not_definitions, _type_prefix_items, _type_boolean_schemas, _type_id_field, _type_definitions_key, _type_exclusive_as_number, _type_read_only_write_only, _type_const_support, _type_property_names, _type_contains, _type_deprecated_keyword, _type_if_then_else, _type_content_encoding, _type_content_schema, _type_anchor, _type_vocabulary, _type_unevaluated_properties, _type_unevaluated_items, _type_dependent_required, _type_dependent_schemas, _type_recursive_ref, _type_dynamic_ref, _type_nullable_keyword, _type_discriminator_support, _type_webhooks, _type_ref_sibling_keywords, _type_media_item_schema, _type_openapi_self, _type_querystring_parameter, _type_xml_support, _type_external_docs, _type_links, _type_callbacks, _type_security_schemes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_null_in_type_array, _dflt_defs_not_definitions, _dflt_prefix_items, _dflt_boolean_schemas, _dflt_id_field, _dflt_definitions_key, _dflt_exclusive_as_number, _dflt_read_only_write_only, _dflt_const_support, _dflt_property_names, _dflt_contains, _dflt_deprecated_keyword, _dflt_if_then_else, _dflt_content_encoding, _dflt_content_schema, _dflt_anchor, _dflt_vocabulary, _dflt_unevaluated_properties, _dflt_unevaluated_items, _dflt_dependent_required, _dflt_dependent_schemas, _dflt_recursive_ref, _dflt_dynamic_ref, _dflt_nullable_keyword, _dflt_discriminator_support, _dflt_webhooks, _dflt_ref_sibling_keywords, _dflt_media_item_schema, _dflt_openapi_self, _dflt_querystring_parameter, _dflt_xml_support, _dflt_external_docs, _dflt_links, _dflt_callbacks, _dflt_security_schemes, _return_type):
 def __init__(self,null_in_type_array:_type_null_in_type_array=_dflt_null_in_type_array,defs_not_definitions:_type_defs_not_definitions=_dflt_defs_not_definitions,prefix_items:_type_prefix_items=_dflt_prefix_items,boolean_schemas:_type_boolean_schemas=_dflt_boolean_schemas,id_field:_type_id_field=_dflt_id_field,definitions_key:_type_definitions_key=_dflt_definitions_key,exclusive_as_number:_type_exclusive_as_number=_dflt_exclusive_as_number,read_only_write_only:_type_read_only_write_only=_dflt_read_only_write_only,const_support:_type_const_support=_dflt_const_support,property_names:_type_property_names=_dflt_property_names,contains:_type_contains=_dflt_contains,deprecated_keyword:_type_deprecated_keyword=_dflt_deprecated_keyword,if_then_else:_type_if_then_else=_dflt_if_then_else,content_encoding:_type_content_encoding=_dflt_content_encoding,content_schema:_type_content_schema=_dflt_content_schema,anchor:_type_anchor=_dflt_anchor,vocabulary:_type_vocabulary=_dflt_vocabulary,unevaluated_properties:_type_unevaluated_properties=_dflt_unevaluated_properties,unevaluated_items:_type_unevaluated_items=_dflt_unevaluated_items,dependent_required:_type_dependent_required=_dflt_dependent_required,dependent_schemas:_type_dependent_schemas=_dflt_dependent_schemas,recursive_ref:_type_recursive_ref=_dflt_recursive_ref,dynamic_ref:_type_dynamic_ref=_dflt_dynamic_ref,nullable_keyword:_type_nullable_keyword=_dflt_nullable_keyword,discriminator_support:_type_discriminator_support=_dflt_discriminator_support,webhooks:_type_webhooks=_dflt_webhooks,ref_sibling_keywords:_type_ref_sibling_keywords=_dflt_ref_sibling_keywords,media_item_schema:_type_media_item_schema=_dflt_media_item_schema,openapi_self:_type_openapi_self=_dflt_openapi_self,querystring_parameter:_type_querystring_parameter=_dflt_querystring_parameter,xml_support:_type_xml_support=_dflt_xml_support,external_docs:_type_external_docs=_dflt_external_docs,links:_type_links=_dflt_links,callbacks:_type_callbacks=_dflt_callbacks,security_schemes:_type_security_schemes=_dflt_security_schemes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'null_in_type_array',null_in_type_array)
  __dataclass_builtins_object__.__setattr__(self,'defs_not_definitions',defs_not_definitions)
  __dataclass_builtins_object__.__setattr__(self,'prefix_items',prefix_items)
  __dataclass_builtins_object__.__setattr__(self,'boolean_schemas',boolean_schemas)
  __dataclass_builtins_object__.__setattr__(self,'id_field',id_field)
  __dataclass_builtins_object__.__setattr__(self,'definitions_key',definitions_key)
  __dataclass_builtins_object__.__setattr__(self,'exclusive_as_number',exclusive_as_number)
  __dataclass_builtins_object__.__setattr__(self,'read_only_write_only',read_only_write_only)
  __dataclass_builtins_object__.__setattr__(self,'const_support',const_support)
  __dataclass_builtins_object__.__setattr__(self,'property_names',property_names)
  __dataclass_builtins_object__.__setattr__(self,'contains',contains)
  __dataclass_builtins_object__.__setattr__(self,'deprecated_keyword',deprecated_keyword)
  __dataclass_builtins_object__.__setattr__(self,'if_then_else',if_then_else)
  __dataclass_builtins_object__.__setattr__(self,'content_encoding',content_encoding)
  __dataclass_builtins_object__.__setattr__(self,'content_schema',content_schema)
  __dataclass_builtins_object__.__setattr__(self,'anchor',anchor)
  __dataclass_builtins_object__.__setattr__(self,'vocabulary',vocabulary)
  __dataclass_builtins_object__.__setattr__(self,'unevaluated_properties',unevaluated_properties)
  __dataclass_builtins_object__.__setattr__(self,'unevaluated_items',unevaluated_items)
  __dataclass_builtins_object__.__setattr__(self,'dependent_required',dependent_required)
  __dataclass_builtins_object__.__setattr__(self,'dependent_schemas',dependent_schemas)
  __dataclass_builtins_object__.__setattr__(self,'recursive_ref',recursive_ref)
  __dataclass_builtins_object__.__setattr__(self,'dynamic_ref',dynamic_ref)
  __dataclass_builtins_object__.__setattr__(self,'nullable_keyword',nullable_keyword)
  __dataclass_builtins_object__.__setattr__(self,'discriminator_support',discriminator_support)
  __dataclass_builtins_object__.__setattr__(self,'webhooks',webhooks)
  __dataclass_builtins_object__.__setattr__(self,'ref_sibling_keywords',ref_sibling_keywords)
  __dataclass_builtins_object__.__setattr__(self,'media_item_schema',media_item_schema)
  __dataclass_builtins_object__.__setattr__(self,'openapi_self',openapi_self)
  __dataclass_builtins_object__.__setattr__(self,'querystring_parameter',querystring_parameter)
  __dataclass_builtins_object__.__setattr__(self,'xml_support',xml_support)
  __dataclass_builtins_object__.__setattr__(self,'external_docs',external_docs)
  __dataclass_builtins_object__.__setattr__(self,'links',links)
  __dataclass_builtins_object__.__setattr__(self,'callbacks',callbacks)
  __dataclass_builtins_object__.__setattr__(self,'security_schemes',security_schemes)
 return __init__


def __create_fn__(_type_null_rule, _type_is_optional, _type_is_dict, _type_is_list, _type_is_set, _type_is_frozen_set, _type_is_mapping, _type_is_sequence, _type_is_tuple, _type_tuple_item_count, _type_kwargs, _type_list_wrapper, _type_drops_null_members, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_drops_null_members, _return_type):
 def __init__(self,null_rule:_type_null_rule,is_optional:_type_is_optional,is_dict:_type_is_dict,is_list:_type_is_list,is_set:_type_is_set,is_frozen_set:_type_is_frozen_set,is_mapping:_type_is_mapping,is_sequence:_type_is_sequence,is_tuple:_type_is_tuple,tuple_item_count:_type_tuple_item_count,kwargs:_type_kwargs,list_wrapper:_type_list_wrapper,drops_null_members:_type_drops_null_members=_dflt_drops_null_members)->_return_type:
  self.null_rule=null_rule
  self.is_optional=is_optional
  self.is_dict=is_dict
  self.is_list=is_list
  self.is_set=is_set
  self.is_frozen_set=is_frozen_set
  self.is_mapping=is_mapping
  self.is_sequence=is_sequence
  self.is_tuple=is_tuple
  self.tuple_item_count=tuple_item_count
  self.kwargs=kwargs
  self.list_wrapper=list_wrapper
  self.drops_null_members=drops_null_members
 return __init__


def __create_fn__(_type_numbers, _type_string, _type_array, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_numbers, _dflt_string, _dflt_array, _return_type):
 def __init__(self,numbers:_type_numbers=_dflt_numbers,string:_type_string=_dflt_string,array:_type_array=_dflt_array)->_return_type:
  self.numbers=numbers
  self.string=string
  self.array=array
 return __init__


def __create_fn__(_type_omit_redundant_constraints, _type_use_decimal_in_field_forms, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_omit_redundant_constraints, _dflt_use_decimal_in_field_forms, _return_type):
 def __init__(self,omit_redundant_constraints:_type_omit_redundant_constraints=_dflt_omit_redundant_constraints,use_decimal_in_field_forms:_type_use_decimal_in_field_forms=_dflt_use_decimal_in_field_forms)->_return_type:
  self.omit_redundant_constraints=omit_redundant_constraints
  self.use_decimal_in_field_forms=use_decimal_in_field_forms
 return __init__


def __create_fn__(_type_operation, _type_producer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,operation:_type_operation,producer:_type_producer)->_return_type:
  self.operation=operation
  self.producer=producer
 return __init__


def __create_fn__(_type_option_kind, _type_recipe, _type_constructor_import, _type_normalize_constraints, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_normalize_constraints, _return_type):
 def __init__(self,option_kind:_type_option_kind,recipe:_type_recipe,constructor_import:_type_constructor_import,normalize_constraints:_type_normalize_constraints=_dflt_normalize_constraints)->_return_type:
  self.option_kind=option_kind
  self.recipe=recipe
  self.constructor_import=constructor_import
  self.normalize_constraints=normalize_constraints
 return __init__


def __create_fn__(_type_order, _type_recursive, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,order:_type_order,recursive:_type_recursive)->_return_type:
  self.order=order
  self.recursive=recursive
 return __init__


def __create_fn__(_type_overrides, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,overrides:_type_overrides)->_return_type:
  self.overrides=overrides
 return __init__


def __create_fn__(_type_owner, _type_epoch, _type_values, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,owner:_type_owner,epoch:_type_epoch,values:_type_values)->_return_type:
  self.owner=owner
  self.epoch=epoch
  self.values=values
 return __init__


def __create_fn__(_type_parser, _type_obj, _type_seen_refs, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,parser:_type_parser,obj:_type_obj,seen_refs:_type_seen_refs)->_return_type:
  self.parser=parser
  self.obj=obj
  self.seen_refs=seen_refs
 return __init__


def __create_fn__(_type_pass_, _type_model, _type_field, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_model, _dflt_field, _return_type):
 def __init__(self,pass_:_type_pass_,model:_type_model=_dflt_model,field:_type_field=_dflt_field)->_return_type:
  self.pass_=pass_
  self.model=model
  self.field=field
 return __init__


def __create_fn__(_type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,path:_type_path)->_return_type:
  self.path=path
 return __init__


def __create_fn__(_type_path, _type_build, _type_site, _type_typed, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,path:_type_path,build:_type_build,site:_type_site,typed:_type_typed)->_return_type:
  self.path=path
  self.build=build
  self.site=site
  self.typed=typed
 return __init__


def __create_fn__(_type_path_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,path_type:_type_path_type)->_return_type:
  self.path_type=path_type
 return __init__


def __create_fn__(_type_pattern, _type_untaken, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_untaken, _return_type):
 def __init__(self,pattern:_type_pattern,untaken:_type_untaken=_dflt_untaken)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'pattern',pattern)
  __dataclass_builtins_object__.__setattr__(self,'untaken',untaken)
 return __init__


def __create_fn__(_type_pattern_properties, _type_required_groups, _type_conditional_required, _type_property_count, _type_unique_items, _type_replace_unique_items, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_pattern_properties, _dflt_required_groups, _dflt_conditional_required, _dflt_property_count, _dflt_unique_items, _dflt_replace_unique_items, _return_type):
 def __init__(self,pattern_properties:_type_pattern_properties=_HAS_DEFAULT_FACTORY,required_groups:_type_required_groups=_HAS_DEFAULT_FACTORY,conditional_required:_type_conditional_required=_HAS_DEFAULT_FACTORY,property_count:_type_property_count=_dflt_property_count,unique_items:_type_unique_items=_HAS_DEFAULT_FACTORY,replace_unique_items:_type_replace_unique_items=_dflt_replace_unique_items)->_return_type:
  self.pattern_properties=_dflt_pattern_properties() if pattern_properties is _HAS_DEFAULT_FACTORY else pattern_properties
  self.required_groups=_dflt_required_groups() if required_groups is _HAS_DEFAULT_FACTORY else required_groups
  self.conditional_required=_dflt_conditional_required() if conditional_required is _HAS_DEFAULT_FACTORY else conditional_required
  self.property_count=property_count
  self.unique_items=_dflt_unique_items() if unique_items is _HAS_DEFAULT_FACTORY else unique_items
  self.replace_unique_items=replace_unique_items
 return __init__


def __create_fn__(_type_position, _type_schema, _type_reference, _type_into, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_schema, _dflt_reference, _dflt_into, _return_type):
 def __init__(self,position:_type_position,schema:_type_schema=_dflt_schema,reference:_type_reference=_dflt_reference,into:_type_into=_dflt_into)->_return_type:
  self.position=position
  self.schema=schema
  self.reference=reference
  self.into=into
 return __init__


def __create_fn__(_type_positional, _type_factory, _type_kwargs, _type_default_keyword, _type_why, _type_callee, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_callee, _return_type):
 def __init__(self,positional:_type_positional,factory:_type_factory,kwargs:_type_kwargs,default_keyword:_type_default_keyword,why:_type_why,callee:_type_callee=_dflt_callee)->_return_type:
  self.positional=positional
  self.factory=factory
  self.kwargs=kwargs
  self.default_keyword=default_keyword
  self.why=why
  self.callee=callee
 return __init__


def __create_fn__(_type_private_attributes, _type_ignored_names, _type_ignored_types, _type_private_candidates, _type_field_candidates, _type_base_field_names, _type_model_config_assigned, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,*,private_attributes:_type_private_attributes,ignored_names:_type_ignored_names,ignored_types:_type_ignored_types,private_candidates:_type_private_candidates,field_candidates:_type_field_candidates,base_field_names:_type_base_field_names,model_config_assigned:_type_model_config_assigned)->_return_type:
  self.private_attributes=private_attributes
  self.ignored_names=ignored_names
  self.ignored_types=ignored_types
  self.private_candidates=private_candidates
  self.field_candidates=field_candidates
  self.base_field_names=base_field_names
  self.model_config_assigned=model_config_assigned
 return __init__


def __create_fn__(_type_property_name, _type_field_name, _type_alias, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,property_name:_type_property_name,field_name:_type_field_name,alias:_type_alias)->_return_type:
  self.property_name=property_name
  self.field_name=field_name
  self.alias=alias
 return __init__


def __create_fn__(_type_ref, _type_location, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_ref, _dflt_location, _return_type):
 def __init__(self,ref:_type_ref=_dflt_ref,location:_type_location=_dflt_location)->_return_type:
  self.ref=ref
  self.location=location
 return __init__


def __create_fn__(_type_reference_counts, _type_enabled, _type_initialized, _type_mutated, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reference_counts, _dflt_enabled, _dflt_initialized, _dflt_mutated, _return_type):
 def __init__(self,reference_counts:_type_reference_counts=_HAS_DEFAULT_FACTORY,enabled:_type_enabled=_dflt_enabled,initialized:_type_initialized=_dflt_initialized,mutated:_type_mutated=_dflt_mutated)->_return_type:
  self.reference_counts=_dflt_reference_counts() if reference_counts is _HAS_DEFAULT_FACTORY else reference_counts
  self.enabled=enabled
  self.initialized=initialized
  self.mutated=mutated
 return __init__


def __create_fn__(_type_reference_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,reference_path:_type_reference_path)->_return_type:
  self.reference_path=reference_path
 return __init__


def __create_fn__(_type_reuse_snapshot, _type_inline_variants, _type_unions, _type_first_tags, _type_union_written, _type_reused_tag_fields, _type_deferred_msgspec, _type_defers_related, _type_struct_tags, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reuse_snapshot, _dflt_inline_variants, _dflt_unions, _dflt_first_tags, _dflt_union_written, _dflt_reused_tag_fields, _dflt_deferred_msgspec, _dflt_defers_related, _dflt_struct_tags, _return_type):
 def __init__(self,reuse_snapshot:_type_reuse_snapshot=_HAS_DEFAULT_FACTORY,inline_variants:_type_inline_variants=_dflt_inline_variants,unions:_type_unions=_HAS_DEFAULT_FACTORY,first_tags:_type_first_tags=_HAS_DEFAULT_FACTORY,union_written:_type_union_written=_HAS_DEFAULT_FACTORY,reused_tag_fields:_type_reused_tag_fields=_HAS_DEFAULT_FACTORY,deferred_msgspec:_type_deferred_msgspec=_HAS_DEFAULT_FACTORY,defers_related:_type_defers_related=_dflt_defers_related,struct_tags:_type_struct_tags=_HAS_DEFAULT_FACTORY)->_return_type:
  self.reuse_snapshot=_dflt_reuse_snapshot() if reuse_snapshot is _HAS_DEFAULT_FACTORY else reuse_snapshot
  self.inline_variants=inline_variants
  self.unions=_dflt_unions() if unions is _HAS_DEFAULT_FACTORY else unions
  self.first_tags=_dflt_first_tags() if first_tags is _HAS_DEFAULT_FACTORY else first_tags
  self.union_written=_dflt_union_written() if union_written is _HAS_DEFAULT_FACTORY else union_written
  self.reused_tag_fields=_dflt_reused_tag_fields() if reused_tag_fields is _HAS_DEFAULT_FACTORY else reused_tag_fields
  self.deferred_msgspec=_dflt_deferred_msgspec() if deferred_msgspec is _HAS_DEFAULT_FACTORY else deferred_msgspec
  self.defers_related=defers_related
  self.struct_tags=_dflt_struct_tags() if struct_tags is _HAS_DEFAULT_FACTORY else struct_tags
 return __init__


def __create_fn__(_type_role, _type_is_any, _type_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_role, _dflt_is_any, _dflt_null, _return_type):
 def __init__(self,role:_type_role=_dflt_role,is_any:_type_is_any=_dflt_is_any,null:_type_null=_dflt_null)->_return_type:
  self.role=role
  self.is_any=is_any
  self.null=null
 return __init__


def __create_fn__(_type_root, _type_inner, _type_holders, _type_facts, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,root:_type_root,inner:_type_inner,holders:_type_holders,facts:_type_facts)->_return_type:
  self.root=root
  self.inner=inner
  self.holders=holders
  self.facts=facts
 return __init__


def __create_fn__(_type_row, _type_nullable, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_row, _dflt_nullable, _return_type):
 def __init__(self,row:_type_row=_dflt_row,nullable:_type_nullable=_dflt_nullable)->_return_type:
  self.row=row
  self.nullable=nullable
 return __init__


def __create_fn__(_type_row, _type_source, _type_union_tags, _type_memo, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_memo, _return_type):
 def __init__(self,row:_type_row,source:_type_source,union_tags:_type_union_tags,memo:_type_memo=_HAS_DEFAULT_FACTORY)->_return_type:
  self.row=row
  self.source=source
  self.union_tags=union_tags
  self.memo=_dflt_memo() if memo is _HAS_DEFAULT_FACTORY else memo
 return __init__


def __create_fn__(_type_row, _type_written, _type_required, _type_strips_none, _type_annotated, _type_class_var, _type_init_excluded, _type_visibility, _type_keeps_stripped_place, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_class_var, _dflt_init_excluded, _dflt_visibility, _dflt_keeps_stripped_place, _return_type):
 def __init__(self,row:_type_row,written:_type_written,required:_type_required,strips_none:_type_strips_none,annotated:_type_annotated,class_var:_type_class_var=_dflt_class_var,init_excluded:_type_init_excluded=_dflt_init_excluded,visibility:_type_visibility=_dflt_visibility,keeps_stripped_place:_type_keeps_stripped_place=_dflt_keeps_stripped_place)->_return_type:
  self.row=row
  self.written=written
  self.required=required
  self.strips_none=strips_none
  self.annotated=annotated
  self.class_var=class_var
  self.init_excluded=init_excluded
  self.visibility=visibility
  self.keeps_stripped_place=keeps_stripped_place
 return __init__


def __create_fn__(_type_rule, _type_admits_null, _type_required, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_admits_null, _dflt_required, _return_type):
 def __init__(self,rule:_type_rule,admits_null:_type_admits_null=_dflt_admits_null,required:_type_required=_dflt_required)->_return_type:
  self.rule=rule
  self.admits_null=admits_null
  self.required=required
 return __init__


def __create_fn__(_type_rule, _type_default, _type_writes_default, _type_required, _type_not_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_default, _dflt_writes_default, _dflt_required, _dflt_not_null, _return_type):
 def __init__(self,rule:_type_rule,default:_type_default=_dflt_default,writes_default:_type_writes_default=_dflt_writes_default,required:_type_required=_dflt_required,not_null:_type_not_null=_dflt_not_null)->_return_type:
  self.rule=rule
  self.default=default
  self.writes_default=writes_default
  self.required=required
  self.not_null=not_null
 return __init__


def __create_fn__(_type_rule, _type_members, _type_nullable, _type_preserve_order, _type_one_member_is_type, _type_spread, _type_null_moved, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_nullable, _dflt_preserve_order, _dflt_one_member_is_type, _dflt_spread, _dflt_null_moved, _return_type):
 def __init__(self,rule:_type_rule,members:_type_members,nullable:_type_nullable=_dflt_nullable,preserve_order:_type_preserve_order=_dflt_preserve_order,one_member_is_type:_type_one_member_is_type=_dflt_one_member_is_type,spread:_type_spread=_dflt_spread,null_moved:_type_null_moved=_dflt_null_moved)->_return_type:
  self.rule=rule
  self.members=members
  self.nullable=nullable
  self.preserve_order=preserve_order
  self.one_member_is_type=one_member_is_type
  self.spread=spread
  self.null_moved=null_moved
 return __init__


def __create_fn__(_type_schema, _type_from_item_schema, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_from_item_schema, _return_type):
 def __init__(self,schema:_type_schema,from_item_schema:_type_from_item_schema=_dflt_from_item_schema)->_return_type:
  self.schema=schema
  self.from_item_schema=from_item_schema
 return __init__


def __create_fn__(_type_schema, _type_from_item_schema, _type_location, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_from_item_schema, _dflt_location, _return_type):
 def __init__(self,schema:_type_schema,from_item_schema:_type_from_item_schema=_dflt_from_item_schema,location:_type_location=_dflt_location)->_return_type:
  self.schema=schema
  self.from_item_schema=from_item_schema
  self.location=location
 return __init__


def __create_fn__(_type_schema, _type_parent, _type_constrained, _type_preserve_root_model, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_parent, _dflt_constrained, _dflt_preserve_root_model, _return_type):
 def __init__(self,schema:_type_schema,parent:_type_parent=_dflt_parent,constrained:_type_constrained=_dflt_constrained,preserve_root_model:_type_preserve_root_model=_dflt_preserve_root_model)->_return_type:
  self.schema=schema
  self.parent=parent
  self.constrained=constrained
  self.preserve_root_model=preserve_root_model
 return __init__


def __create_fn__(_type_shared_parent_wrappers, _type_renames_colliding_types, _type_same_module, _type_renamed_apart, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_renamed_apart, _return_type):
 def __init__(self,shared_parent_wrappers:_type_shared_parent_wrappers,renames_colliding_types:_type_renames_colliding_types,same_module:_type_same_module,renamed_apart:_type_renamed_apart=_dflt_renamed_apart)->_return_type:
  self.shared_parent_wrappers=shared_parent_wrappers
  self.renames_colliding_types=renames_colliding_types
  self.same_module=same_module
  self.renamed_apart=renamed_apart
 return __init__


def __create_fn__(_type_shown, _type_collecting, _type_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shown, _dflt_collecting, _dflt_names, _return_type):
 def __init__(self,shown:_type_shown=_dflt_shown,collecting:_type_collecting=_dflt_collecting,names:_type_names=_dflt_names)->_return_type:
  self.shown=shown
  self.collecting=collecting
  self.names=names
 return __init__


def __create_fn__(_type_site, _type_models, _type_keys_by_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,site:_type_site,models:_type_models,keys_by_path:_type_keys_by_path)->_return_type:
  self.site=site
  self.models=models
  self.keys_by_path=keys_by_path
 return __init__


def __create_fn__(_type_site, _type_names, _type_status, _type_msgspec, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_msgspec, _return_type):
 def __init__(self,site:_type_site,names:_type_names,status:_type_status,msgspec:_type_msgspec=_dflt_msgspec)->_return_type:
  self.site=site
  self.names=names
  self.status=status
  self.msgspec=msgspec
 return __init__


def __create_fn__(_type_site_models, _type_typed_map_values, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_site_models, _dflt_typed_map_values, _return_type):
 def __init__(self,site_models:_type_site_models=_dflt_site_models,typed_map_values:_type_typed_map_values=_dflt_typed_map_values)->_return_type:
  self.site_models=site_models
  self.typed_map_values=typed_map_values
 return __init__


def __create_fn__(_type_size, _type_minimum, _type_median, _type_maximum, _type_mean, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,size:_type_size,minimum:_type_minimum,median:_type_median,maximum:_type_maximum,mean:_type_mean)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'size',size)
  __dataclass_builtins_object__.__setattr__(self,'minimum',minimum)
  __dataclass_builtins_object__.__setattr__(self,'median',median)
  __dataclass_builtins_object__.__setattr__(self,'maximum',maximum)
  __dataclass_builtins_object__.__setattr__(self,'mean',mean)
 return __init__


def __create_fn__(_type_snapshot, _type_nodes, _type_edges, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,snapshot:_type_snapshot,nodes:_type_nodes,edges:_type_edges)->_return_type:
  self.snapshot=snapshot
  self.nodes=nodes
  self.edges=edges
 return __init__


def __create_fn__(_type_sorted_data_models, _type_module_split_mode, _type_all_exports_scope, _type_module_models, _type_model_to_module_models, _type_model_path_to_module_name, _type_internal_modules, _type_forwarder_map, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,sorted_data_models:_type_sorted_data_models,module_split_mode:_type_module_split_mode,all_exports_scope:_type_all_exports_scope)->_return_type:
  self.sorted_data_models=sorted_data_models
  self.module_split_mode=module_split_mode
  self.all_exports_scope=all_exports_scope
 return __init__


def __create_fn__(_type_source, _type_keyword, _type_document, _type_ref, _type_spelling, _type_home, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_home, _return_type):
 def __init__(self,source:_type_source,keyword:_type_keyword,document:_type_document,ref:_type_ref,spelling:_type_spelling,home:_type_home=_dflt_home)->_return_type:
  self.source=source
  self.keyword=keyword
  self.document=document
  self.ref=ref
  self.spelling=spelling
  self.home=home
 return __init__


def __create_fn__(_type_spec, _type_writer, _type_run, _type_when, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_when, _return_type):
 def __init__(self,spec:_type_spec,writer:_type_writer,run:_type_run,when:_type_when=_dflt_when)->_return_type:
  self.spec=spec
  self.writer=writer
  self.run=run
  self.when=when
 return __init__


def __create_fn__(_type_strict, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_strict, _return_type):
 def __init__(self,strict:_type_strict=_dflt_strict)->_return_type:
  self.strict=strict
 return __init__


def __create_fn__(_type_strict_nullable, _type_use_missing_sentinel, _type_force_optional, _type_nullable_as_type_list, _type_type_excludes_member_null, _type_read_nullable_beside_type_list, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_strict_nullable, _dflt_use_missing_sentinel, _dflt_force_optional, _dflt_nullable_as_type_list, _dflt_type_excludes_member_null, _dflt_read_nullable_beside_type_list, _return_type):
 def __init__(self,strict_nullable:_type_strict_nullable=_dflt_strict_nullable,use_missing_sentinel:_type_use_missing_sentinel=_dflt_use_missing_sentinel,force_optional:_type_force_optional=_dflt_force_optional,nullable_as_type_list:_type_nullable_as_type_list=_dflt_nullable_as_type_list,type_excludes_member_null:_type_type_excludes_member_null=_dflt_type_excludes_member_null,read_nullable_beside_type_list:_type_read_nullable_beside_type_list=_dflt_read_nullable_beside_type_list)->_return_type:
  self.strict_nullable=strict_nullable
  self.use_missing_sentinel=use_missing_sentinel
  self.force_optional=force_optional
  self.nullable_as_type_list=nullable_as_type_list
  self.type_excludes_member_null=type_excludes_member_null
  self.read_nullable_beside_type_list=read_nullable_beside_type_list
 return __init__


def __create_fn__(_type_strip_whitespace, _type_to_upper, _type_to_lower, _type_strict, _type_min_length, _type_max_length, _type_pattern, _type_ascii_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_strip_whitespace, _dflt_to_upper, _dflt_to_lower, _dflt_strict, _dflt_min_length, _dflt_max_length, _dflt_pattern, _dflt_ascii_only, _return_type):
 def __init__(self,strip_whitespace:_type_strip_whitespace=_dflt_strip_whitespace,to_upper:_type_to_upper=_dflt_to_upper,to_lower:_type_to_lower=_dflt_to_lower,strict:_type_strict=_dflt_strict,min_length:_type_min_length=_dflt_min_length,max_length:_type_max_length=_dflt_max_length,pattern:_type_pattern=_dflt_pattern,ascii_only:_type_ascii_only=_dflt_ascii_only)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'strip_whitespace',strip_whitespace)
  __dataclass_builtins_object__.__setattr__(self,'to_upper',to_upper)
  __dataclass_builtins_object__.__setattr__(self,'to_lower',to_lower)
  __dataclass_builtins_object__.__setattr__(self,'strict',strict)
  __dataclass_builtins_object__.__setattr__(self,'min_length',min_length)
  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)
  __dataclass_builtins_object__.__setattr__(self,'pattern',pattern)
  __dataclass_builtins_object__.__setattr__(self,'ascii_only',ascii_only)
 return __init__


def __create_fn__(_type_tag, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,tag:_type_tag)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'tag',tag)
 return __init__


def __create_fn__(_type_target_python_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,target_python_version:_type_target_python_version)->_return_type:
  self.target_python_version=target_python_version
 return __init__


def __create_fn__(_type_text, _type_declared_factory, _type_default, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,text:_type_text,declared_factory:_type_declared_factory,default:_type_default)->_return_type:
  self.text=text
  self.declared_factory=declared_factory
  self.default=default
 return __init__


def __create_fn__(_type_text, _type_factory, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,text:_type_text,factory:_type_factory)->_return_type:
  self.text=text
  self.factory=factory
 return __init__


def __create_fn__(_type_title, _type_script, _type_intro, _type_columns, _type_cells, _type_details, _type_table_notes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_table_notes, _return_type):
 def __init__(self,title:_type_title,script:_type_script,intro:_type_intro,columns:_type_columns,cells:_type_cells,details:_type_details,table_notes:_type_table_notes=_dflt_table_notes)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'script',script)
  __dataclass_builtins_object__.__setattr__(self,'intro',intro)
  __dataclass_builtins_object__.__setattr__(self,'columns',columns)
  __dataclass_builtins_object__.__setattr__(self,'cells',cells)
  __dataclass_builtins_object__.__setattr__(self,'details',details)
  __dataclass_builtins_object__.__setattr__(self,'table_notes',table_notes)
 return __init__


def __create_fn__(_type_top_level_alternation, _type_global_flags, _type_group_names, _type_read_alike, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,top_level_alternation:_type_top_level_alternation,global_flags:_type_global_flags,group_names:_type_group_names,read_alike:_type_read_alike)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'top_level_alternation',top_level_alternation)
  __dataclass_builtins_object__.__setattr__(self,'global_flags',global_flags)
  __dataclass_builtins_object__.__setattr__(self,'group_names',group_names)
  __dataclass_builtins_object__.__setattr__(self,'read_alike',read_alike)
 return __init__


def __create_fn__(_type_type_has_null, _type_type_null, _type_type_list, _type_type_lists_null, _type_type_lists_object, _type_typed, _type_type_string, _type_member_null, _type_nullable, _type_copied_nullable, _type_enum_null, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type_has_null, _dflt_type_null, _dflt_type_list, _dflt_type_lists_null, _dflt_type_lists_object, _dflt_typed, _dflt_type_string, _dflt_member_null, _dflt_nullable, _dflt_copied_nullable, _dflt_enum_null, _return_type):
 def __init__(self,type_has_null:_type_type_has_null=_dflt_type_has_null,type_null:_type_type_null=_dflt_type_null,type_list:_type_type_list=_dflt_type_list,type_lists_null:_type_type_lists_null=_dflt_type_lists_null,type_lists_object:_type_type_lists_object=_dflt_type_lists_object,typed:_type_typed=_dflt_typed,type_string:_type_type_string=_dflt_type_string,member_null:_type_member_null=_dflt_member_null,nullable:_type_nullable=_dflt_nullable,copied_nullable:_type_copied_nullable=_dflt_copied_nullable,enum_null:_type_enum_null=_dflt_enum_null)->_return_type:
  self.type_has_null=type_has_null
  self.type_null=type_null
  self.type_list=type_list
  self.type_lists_null=type_lists_null
  self.type_lists_object=type_lists_object
  self.typed=typed
  self.type_string=type_string
  self.member_null=member_null
  self.nullable=nullable
  self.copied_nullable=copied_nullable
  self.enum_null=enum_null
 return __init__


def __create_fn__(_type_type_keywords, _type_number_value_types, _type_target_number_keywords, _type_annotation_unions_take, _type_fixed_tuples_take_length, _type_literals_take, _type_zero_bound_classes, _type_writes_constrained_types, _type_int_values, _type_drops_non_finite_bounds, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,type_keywords:_type_type_keywords,number_value_types:_type_number_value_types,target_number_keywords:_type_target_number_keywords,annotation_unions_take:_type_annotation_unions_take,fixed_tuples_take_length:_type_fixed_tuples_take_length,literals_take:_type_literals_take,zero_bound_classes:_type_zero_bound_classes,writes_constrained_types:_type_writes_constrained_types,int_values:_type_int_values,drops_non_finite_bounds:_type_drops_non_finite_bounds)->_return_type:
  self.type_keywords=type_keywords
  self.number_value_types=number_value_types
  self.target_number_keywords=target_number_keywords
  self.annotation_unions_take=annotation_unions_take
  self.fixed_tuples_take_length=fixed_tuples_take_length
  self.literals_take=literals_take
  self.zero_bound_classes=zero_bound_classes
  self.writes_constrained_types=writes_constrained_types
  self.int_values=int_values
  self.drops_non_finite_bounds=drops_non_finite_bounds
 return __init__


def __create_fn__(_type_type_override_model_names, _type_base_stand_in_keys, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type_override_model_names, _dflt_base_stand_in_keys, _return_type):
 def __init__(self,type_override_model_names:_type_type_override_model_names=_dflt_type_override_model_names,base_stand_in_keys:_type_base_stand_in_keys=_dflt_base_stand_in_keys)->_return_type:
  self.type_override_model_names=type_override_model_names
  self.base_stand_in_keys=base_stand_in_keys
 return __init__


def __create_fn__(_type_type_ref, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,type_ref:_type_type_ref)->_return_type:
  self.type_ref=type_ref
 return __init__


def __create_fn__(_type_tz, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,tz:_type_tz)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'tz',tz)
 return __init__


def __create_fn__(_type_union, _type_optional, _type_annotated, _type_any_, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_union, _dflt_optional, _dflt_annotated, _dflt_any_, _return_type):
 def __init__(self,union:_type_union=_dflt_union,optional:_type_optional=_dflt_optional,annotated:_type_annotated=_dflt_annotated,any_:_type_any_=_dflt_any_)->_return_type:
  self.union=union
  self.optional=optional
  self.annotated=annotated
  self.any_=any_
 return __init__


def __create_fn__(_type_unit, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,unit:_type_unit)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
 return __init__


def __create_fn__(_type_used_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,used_names:_type_used_names)->_return_type:
  self.used_names=used_names
 return __init__


def __create_fn__(_type_uuid_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,uuid_version:_type_uuid_version)->_return_type:
  self.uuid_version=uuid_version
 return __init__


def __create_fn__(_type_validators, _type_field_validators, _type_root_validators, _type_field_serializers, _type_model_serializers, _type_model_validators, _type_computed_fields, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_validators, _dflt_field_validators, _dflt_root_validators, _dflt_field_serializers, _dflt_model_serializers, _dflt_model_validators, _dflt_computed_fields, _return_type):
 def __init__(self,validators:_type_validators=_HAS_DEFAULT_FACTORY,field_validators:_type_field_validators=_HAS_DEFAULT_FACTORY,root_validators:_type_root_validators=_HAS_DEFAULT_FACTORY,field_serializers:_type_field_serializers=_HAS_DEFAULT_FACTORY,model_serializers:_type_model_serializers=_HAS_DEFAULT_FACTORY,model_validators:_type_model_validators=_HAS_DEFAULT_FACTORY,computed_fields:_type_computed_fields=_HAS_DEFAULT_FACTORY)->_return_type:
  self.validators=_dflt_validators() if validators is _HAS_DEFAULT_FACTORY else validators
  self.field_validators=_dflt_field_validators() if field_validators is _HAS_DEFAULT_FACTORY else field_validators
  self.root_validators=_dflt_root_validators() if root_validators is _HAS_DEFAULT_FACTORY else root_validators
  self.field_serializers=_dflt_field_serializers() if field_serializers is _HAS_DEFAULT_FACTORY else field_serializers
  self.model_serializers=_dflt_model_serializers() if model_serializers is _HAS_DEFAULT_FACTORY else model_serializers
  self.model_validators=_dflt_model_validators() if model_validators is _HAS_DEFAULT_FACTORY else model_validators
  self.computed_fields=_dflt_computed_fields() if computed_fields is _HAS_DEFAULT_FACTORY else computed_fields
 return __init__


def __create_fn__(_type_value, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,value:_type_value)->_return_type:
  self.value=value
 return __init__


def __create_fn__(_type_value, _type_always_lambda, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_always_lambda, _return_type):
 def __init__(self,value:_type_value,always_lambda:_type_always_lambda=_dflt_always_lambda)->_return_type:
  self.value=value
  self.always_lambda=always_lambda
 return __init__


def __create_fn__(_type_value, _type_missing_sentinel, _type_why, _type_items, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_items, _return_type):
 def __init__(self,value:_type_value,missing_sentinel:_type_missing_sentinel,why:_type_why,items:_type_items=_dflt_items)->_return_type:
  self.value=value
  self.missing_sentinel=missing_sentinel
  self.why=why
  self.items=items
 return __init__


def __create_fn__(_type_value, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,value:_type_value,rule:_type_rule)->_return_type:
  self.value=value
  self.rule=rule
 return __init__


def __create_fn__(_type_values, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,values:_type_values,rule:_type_rule)->_return_type:
  self.values=values
  self.rule=rule
 return __init__


def __create_fn__(_type_variant, _type_property_name, _type_kept, _type_owner, _type_others, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,variant:_type_variant,property_name:_type_property_name,kept:_type_kept,owner:_type_owner,others:_type_others)->_return_type:
  self.variant=variant
  self.property_name=property_name
  self.kept=kept
  self.owner=owner
  self.others=others
 return __init__


def __create_fn__(_type_variant_takes_tag, _type_writes_argument, _type_struct_tags, _type_bool_tags, _type_literal_holds_members, _type_flattens_layouts, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,variant_takes_tag:_type_variant_takes_tag,writes_argument:_type_writes_argument,struct_tags:_type_struct_tags,bool_tags:_type_bool_tags,literal_holds_members:_type_literal_holds_members,flattens_layouts:_type_flattens_layouts)->_return_type:
  self.variant_takes_tag=variant_takes_tag
  self.writes_argument=writes_argument
  self.struct_tags=struct_tags
  self.bool_tags=bool_tags
  self.literal_holds_members=literal_holds_members
  self.flattens_layouts=flattens_layouts
 return __init__


def __create_fn__(_type_warnings, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_warnings, _return_type):
 def __init__(self,warnings:_type_warnings=_dflt_warnings)->_return_type:
  self.warnings=warnings
 return __init__


def __create_fn__(_type_wrapped, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,wrapped:_type_wrapped)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'wrapped',wrapped)
 return __init__


def __create_fn__(_type_wrapped, _type_decorator_info, _type_shim, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_shim, _return_type):
 def __init__(self,wrapped:_type_wrapped,decorator_info:_type_decorator_info,shim:_type_shim=_dflt_shim)->_return_type:
  self.wrapped=wrapped
  self.decorator_info=decorator_info
  self.shim=shim
  self.__post_init__()
 return __init__


def __create_fn__(_type_wrapped_property, _type_return_type, _type_alias, _type_alias_priority, _type_exclude_if, _type_title, _type_field_title_generator, _type_description, _type_deprecated, _type_examples, _type_json_schema_extra, _type_repr, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,wrapped_property:_type_wrapped_property,return_type:_type_return_type,alias:_type_alias,alias_priority:_type_alias_priority,exclude_if:_type_exclude_if,title:_type_title,field_title_generator:_type_field_title_generator,description:_type_description,deprecated:_type_deprecated,examples:_type_examples,json_schema_extra:_type_json_schema_extra,repr:_type_repr)->_return_type:
  self.wrapped_property=wrapped_property
  self.return_type=return_type
  self.alias=alias
  self.alias_priority=alias_priority
  self.exclude_if=exclude_if
  self.title=title
  self.field_title_generator=field_title_generator
  self.description=description
  self.deprecated=deprecated
  self.examples=examples
  self.json_schema_extra=json_schema_extra
  self.repr=repr
 return __init__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('_value','import_','prefix','suffix',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('base_path','encoding','directory_input_filter','remote_text_cache','allow_remote_refs','strict_refs','allow_private_network','http_backend','http_headers','http_local_ref_path','http_ignore_tls','http_query_parameters','http_timeout','external_ref_mapping','remote_response_observer',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('class_names','field_scopes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('count','example',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('discriminator','custom_error_type','custom_error_message','custom_error_context',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('files','output_directory','headers',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('func','json_schema_input_type',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('func','return_type','when_used',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('func',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('ge',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('generation','module_names',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('gt','ge','lt','le',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('gt',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('id','kind','target','message','warning_since','removal_version','replacement','status','warning_category','note',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('import_','from_','alias','reference_path','keep_unaliased',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('le',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('location','name','style','explode','required','allow_reserved','content_media_type','shape','kind','fields','additional','reserved_names',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('lt',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('max_length',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('min_length','max_length',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('min_length',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('multiple_of',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','kind','repeated',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('null_in_type_array','defs_not_definitions','prefix_items','boolean_schemas','id_field','definitions_key','exclusive_as_number','read_only_write_only','const_support','property_names','contains','deprecated_keyword','if_then_else','content_encoding','content_schema','anchor','vocabulary','unevaluated_properties','unevaluated_items','dependent_required','dependent_schemas','recursive_ref','dynamic_ref','nullable_keyword','discriminator_support','webhooks','ref_sibling_keywords','media_item_schema','openapi_self','querystring_parameter','xml_support','external_docs','links','callbacks','security_schemes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('null_in_type_array','defs_not_definitions','prefix_items','boolean_schemas','id_field','definitions_key','exclusive_as_number','read_only_write_only','const_support','property_names','contains','deprecated_keyword','if_then_else','content_encoding','content_schema','anchor','vocabulary','unevaluated_properties','unevaluated_items','dependent_required','dependent_schemas','recursive_ref','dynamic_ref',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('pattern','untaken',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('size','minimum','median','maximum','mean',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('strip_whitespace','to_upper','to_lower','strict','min_length','max_length','pattern','ascii_only',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('tag',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('title','script','intro','columns','cells','details','table_notes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('top_level_alternation','global_flags','group_names','read_alike',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('tz',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('wrapped',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('_value','import_','prefix','suffix',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('base_path','encoding','directory_input_filter','remote_text_cache','allow_remote_refs','strict_refs','allow_private_network','http_backend','http_headers','http_local_ref_path','http_ignore_tls','http_query_parameters','http_timeout','external_ref_mapping','remote_response_observer',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('class_names','field_scopes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('count','example',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('discriminator','custom_error_type','custom_error_message','custom_error_context',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('files','output_directory','headers',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('func','json_schema_input_type',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('func','return_type','when_used',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('func',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('ge',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('generation','module_names',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('gt','ge','lt','le',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('gt',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('id','kind','target','message','warning_since','removal_version','replacement','status','warning_category','note',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('import_','from_','alias','reference_path','keep_unaliased',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('le',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('location','name','style','explode','required','allow_reserved','content_media_type','shape','kind','fields','additional','reserved_names',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('lt',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('max_length',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('min_length','max_length',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('min_length',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('multiple_of',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','kind','repeated',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('null_in_type_array','defs_not_definitions','prefix_items','boolean_schemas','id_field','definitions_key','exclusive_as_number','read_only_write_only','const_support','property_names','contains','deprecated_keyword','if_then_else','content_encoding','content_schema','anchor','vocabulary','unevaluated_properties','unevaluated_items','dependent_required','dependent_schemas','recursive_ref','dynamic_ref','nullable_keyword','discriminator_support','webhooks','ref_sibling_keywords','media_item_schema','openapi_self','querystring_parameter','xml_support','external_docs','links','callbacks','security_schemes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('null_in_type_array','defs_not_definitions','prefix_items','boolean_schemas','id_field','definitions_key','exclusive_as_number','read_only_write_only','const_support','property_names','contains','deprecated_keyword','if_then_else','content_encoding','content_schema','anchor','vocabulary','unevaluated_properties','unevaluated_items','dependent_required','dependent_schemas','recursive_ref','dynamic_ref',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('pattern','untaken',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('size','minimum','median','maximum','mean',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('strip_whitespace','to_upper','to_lower','strict','min_length','max_length','pattern','ascii_only',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('tag',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('title','script','intro','columns','cells','details','table_notes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('top_level_alternation','global_flags','group_names','read_alike',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('tz',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__


def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('wrapped',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
