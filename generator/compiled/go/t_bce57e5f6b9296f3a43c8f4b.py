from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'answers.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_package = resolve('package')
    l_0_a = l_0_errors = l_0_updates = l_0_answered = missing
    try:
        t_1 = environment.filters['capitalize']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'capitalize' found.")
    try:
        t_2 = environment.filters['exported']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'exported' found.")
    try:
        t_3 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_4 = environment.filters['string']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'string' found.")
    try:
        t_5 = environment.tests['number']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'number' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_a = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'answer')
    context.vars['a'] = l_0_a
    context.exported_vars.add('a')
    l_0_errors = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'wire_errors')
    context.vars['errors'] = l_0_errors
    context.exported_vars.add('errors')
    l_0_updates = ('ArtifactUpdate' in environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'models'), 'defs'))
    context.vars['updates'] = l_0_updates
    context.exported_vars.add('updates')
    l_0_answered = (['Task', 'Message'] + (['ArtifactUpdate'] if (undefined(name='updates') if l_0_updates is missing else l_0_updates) else []))
    context.vars['answered'] = l_0_answered
    context.exported_vars.add('answered')
    yield 'package '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '\n\nimport "encoding/json"\n\n// How '
    yield str(environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service'), 'title'))
    yield " lays out an answer, read from the canonical types:\n//\n//   - Answer: the text of a task's artifact named "
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'artifact_name')))
    yield ' (of every artifact, from agents\n//     that name theirs otherwise), of a message'
    yield str((', or of an artifact update' if (undefined(name='updates') if l_0_updates is missing else l_0_updates) else cond_expr_undefined("the inline if-expression on line 13 in 'answers.go.jinja' evaluated to false and no else section was defined.")))
    yield ';\n'
    for l_1_entry in environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kinds'):
        _loop_vars = {}
        pass
        yield '//   - '
        yield str(t_2(environment.getattr(l_1_entry, 'kind')))
        yield ': the '
        yield str(environment.getattr(l_1_entry, 'field'))
        yield ' of its data parts of kind '
        yield str(t_4(environment.getattr(l_1_entry, 'kind')))
        yield ';\n'
    l_1_entry = missing
    yield '//   - ErrorMessage: why a task failed ('
    yield str(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text'))
    yield ');\n//   - for a stream chunk (a status update, or a message): ChunkText, IsThought (part metadata\n//     '
    yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'thought_key'))
    yield ')'
    if environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tools'):
        pass
        yield ', '
        l_1_loop = missing
        for l_1_tool, l_1_loop in LoopContext(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tools'), undefined):
            _loop_vars = {}
            pass
            yield 'Tool'
            yield str(t_1(environment.getattr(l_1_tool, 'role')))
            yield str((' and ' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 19 in 'answers.go.jinja' evaluated to false and no else section was defined.")))
        l_1_loop = l_1_tool = missing
        yield ' (part metadata '
        yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tool_key'))
        yield ')'
    yield ', and Files.\n//\n// Data parts are told apart by data.'
    yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kind_key'))
    yield '; one of a kind not listed here, or with none, is\n// skipped, never an error.\n\nconst (\n\tdataKindKey  = '
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kind_key')))
    yield '\n\ttoolKey      = '
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tool_key')))
    yield '\n\tthoughtKey   = '
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'thought_key')))
    yield '\n\tartifactName = '
    yield str(t_4(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'artifact_name')))
    yield '\n)\n\nfunc (t *Task) answerParts() []Part {\n\tvar named, all []Part\n\tfound := false\n\tfor _, artifact := range t.Artifacts {\n\t\tall = append(all, artifact.Parts...)\n\t\tif artifact.Name == artifactName {\n\t\t\tfound = true\n\t\t\tnamed = append(named, artifact.Parts...)\n\t\t}\n\t}\n\tif found {\n\t\treturn named\n\t}\n\treturn all\n}\n\nfunc (m *Message) answerParts() []Part { return m.Parts }\n'
    if (undefined(name='updates') if l_0_updates is missing else l_0_updates):
        pass
        yield '\nfunc (u *ArtifactUpdate) answerParts() []Part { return u.Artifact.Parts }\n'
    yield '\nfunc (u *StatusUpdate) chunkParts() []Part {\n\tif u.Status.Message == nil {\n\t\treturn nil\n\t}\n\treturn u.Status.Message.Parts\n}\n\nfunc (m *Message) chunkParts() []Part { return m.Parts }\n\nfunc thought(p Part) bool {\n\tis, _ := p.Metadata[thoughtKey].(bool)\n\treturn is\n}\n\n// answerText joins the text parts that are not thoughts ("" when there is none).\nfunc answerText(parts []Part) string {\n\ttext := ""\n\tfor _, p := range parts {\n\t\tif !thought(p) {\n\t\t\ttext += p.Text\n\t\t}\n\t}\n\treturn text\n}\n\n// dataItems are the items of the data parts of one kind, in field.\nfunc dataItems[T any](parts []Part, kind, field string) []T {\n\tvar out []T\n\tfor _, p := range parts {\n\t\tdata, ok := p.Data.(map[string]any)\n\t\tif !ok || data[dataKindKey] != kind {\n\t\t\tcontinue\n\t\t}\n\t\titems, _ := data[field].([]any)\n\t\tfor _, item := range items {\n\t\t\tif value, ok := as[T](item); ok {\n\t\t\t\tout = append(out, value)\n\t\t\t}\n\t\t}\n\t}\n\treturn out\n}\n\n// as is a JSON value as a T, when it fits one.\nfunc as[T any](value any) (T, bool) {\n\tvar out T\n\ttext, err := json.Marshal(value)\n\treturn out, err == nil && json.Unmarshal(text, &out) == nil\n}\n'
    for l_1_type in (undefined(name='answered') if l_0_answered is missing else l_0_answered):
        _loop_vars = {}
        pass
        yield '\n// Answer is the '
        yield str(l_1_type)
        yield '\'s answer text, thoughts left out; "" when it has none (failed, or still running).\nfunc (x *'
        yield str(l_1_type)
        yield ') Answer() string { return answerText(x.answerParts()) }\n'
        for l_2_entry in environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'data_kinds'):
            _loop_vars = {}
            pass
            yield '\n// '
            yield str(t_2(environment.getattr(l_2_entry, 'kind')))
            yield ' is the '
            yield str(environment.getattr(l_2_entry, 'field'))
            yield ' of the '
            yield str(l_1_type)
            yield "'s data parts of kind "
            yield str(t_4(environment.getattr(l_2_entry, 'kind')))
            yield '.\nfunc (x *'
            yield str(l_1_type)
            yield ') '
            yield str(t_2(environment.getattr(l_2_entry, 'kind')))
            yield '() []'
            yield str(('string' if (environment.getattr(l_2_entry, 'items') == 'string') else t_2(environment.getattr(l_2_entry, 'items'))))
            yield ' {\n\treturn dataItems['
            yield str(('string' if (environment.getattr(l_2_entry, 'items') == 'string') else t_2(environment.getattr(l_2_entry, 'items'))))
            yield '](x.answerParts(), '
            yield str(t_4(environment.getattr(l_2_entry, 'kind')))
            yield ', '
            yield str(t_4(environment.getattr(l_2_entry, 'field')))
            yield ')\n}\n'
        l_2_entry = missing
    l_1_type = missing
    yield '\n// ErrorMessage is why the task failed ('
    yield str(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text'))
    yield '); "" unless it is '
    yield str(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_state'))
    yield '.\nfunc (t *Task) ErrorMessage() string {\n\tif string(t.Status.State) != '
    yield str(t_4(environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_state')))
    yield ' {\n\t\treturn ""\n\t}\n\tvar value any\n\tif text, err := json.Marshal(t); err != nil || json.Unmarshal(text, &value) != nil {\n\t\treturn ""\n\t}\n'
    for l_1_step in environment.getattr((undefined(name='errors') if l_0_errors is missing else l_0_errors), 'failed_text_path'):
        _loop_vars = {}
        pass
        if t_5(l_1_step):
            pass
            yield '\tif list, ok := value.([]any); ok && len(list) > '
            yield str(l_1_step)
            yield ' {\n\t\tvalue = list['
            yield str(l_1_step)
            yield ']\n\t} else {\n\t\treturn ""\n\t}\n'
        else:
            pass
            yield '\tif object, ok := value.(map[string]any); ok {\n\t\tvalue = object['
            yield str(t_4(l_1_step))
            yield ']\n\t} else {\n\t\treturn ""\n\t}\n'
    l_1_step = missing
    yield '\ttext, _ := value.(string)\n\treturn text\n}\n'
    for l_1_type in ['StatusUpdate', 'Message']:
        _loop_vars = {}
        pass
        yield '\n// ChunkText is the text of the '
        yield str(l_1_type)
        yield ', thought or not (see IsThought).\nfunc (x *'
        yield str(l_1_type)
        yield ') ChunkText() string {\n\ttext := ""\n\tfor _, p := range x.chunkParts() {\n\t\ttext += p.Text\n\t}\n\treturn text\n}\n\n// IsThought reports whether the '
        yield str(l_1_type)
        yield ' is the agent thinking, not answering (metadata.'
        yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'thought_key'))
        yield ').\nfunc (x *'
        yield str(l_1_type)
        yield ') IsThought() bool {\n\tfor _, p := range x.chunkParts() {\n\t\tif thought(p) {\n\t\t\treturn true\n\t\t}\n\t}\n\treturn false\n}\n'
        for l_2_tool in environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tools'):
            _loop_vars = {}
            pass
            yield '\n// Tool'
            yield str(t_1(environment.getattr(l_2_tool, 'role')))
            yield ' is the tool '
            yield str(environment.getattr(l_2_tool, 'role'))
            yield ' the '
            yield str(l_1_type)
            yield ' carries (metadata.'
            yield str(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'tool_key'))
            yield ' '
            yield str(t_4(environment.getattr(l_2_tool, 'kind')))
            yield '), or nil.\nfunc (x *'
            yield str(l_1_type)
            yield ') Tool'
            yield str(t_1(environment.getattr(l_2_tool, 'role')))
            yield '() *'
            yield str(t_2(environment.getattr(l_2_tool, 'model')))
            yield ' {\n\tfor _, p := range x.chunkParts() {\n\t\tif _, ok := p.Data.(map[string]any); ok && p.Metadata[toolKey] == '
            yield str(t_4(environment.getattr(l_2_tool, 'kind')))
            yield ' {\n\t\t\tif call, ok := as['
            yield str(t_2(environment.getattr(l_2_tool, 'model')))
            yield '](p.Data); ok {\n\t\t\t\treturn &call\n\t\t\t}\n\t\t}\n\t}\n\treturn nil\n}\n'
        l_2_tool = missing
        yield '\n// Files are the files in the '
        yield str(l_1_type)
        yield ' (parts with a '
        yield str(t_3(context.eval_ctx, environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'file_fields'), ', '))
        yield ').\nfunc (x *'
        yield str(l_1_type)
        yield ') Files() []Part {\n\tvar out []Part\n\tfor _, p := range x.chunkParts() {\n\t\tif p.'
        yield str(t_2(environment.getitem(environment.getattr((undefined(name='a') if l_0_a is missing else l_0_a), 'file_fields'), 0)))
        yield ' != "" {\n\t\t\tout = append(out, p)\n\t\t}\n\t}\n\treturn out\n}\n'
    l_1_type = missing

blocks = {}
debug_info = '1=45&2=47&3=50&4=53&5=56&6=60&10=62&12=64&13=66&14=68&15=72&17=80&19=82&21=99&25=101&26=103&27=105&28=107&48=109&102=113&104=117&105=119&106=121&108=125&109=133&110=139&115=148&117=152&124=154&125=157&126=160&127=162&133=167&142=171&144=175&145=177&153=179&154=183&162=185&164=189&165=199&167=205&168=207&177=211&178=215&181=217'

# templates/go/answers.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.
