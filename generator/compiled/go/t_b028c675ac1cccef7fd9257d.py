from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'operations.go.jinja'

def root(context, missing=missing, environment=environment):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_header = resolve('header')
    l_0_ir = resolve('ir')
    l_0_package = resolve('package')
    l_0_again = resolve('again')
    l_0_resume = l_0_svc = missing
    try:
        t_1 = environment.filters['argument_type']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'argument_type' found.")
    try:
        t_2 = environment.filters['argument_value']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'argument_value' found.")
    try:
        t_3 = environment.filters['doc']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'doc' found.")
    try:
        t_4 = environment.filters['exported']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'exported' found.")
    try:
        t_5 = environment.filters['first']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'first' found.")
    try:
        t_6 = environment.filters['local']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'local' found.")
    try:
        t_7 = environment.filters['result']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'result' found.")
    try:
        t_8 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_9 = environment.filters['string']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'string' found.")
    pass
    yield str((undefined(name='header') if l_0_header is missing else l_0_header))
    yield '\n'
    l_0_resume = environment.getattr(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'streams'), 'resume')
    context.vars['resume'] = l_0_resume
    context.exported_vars.add('resume')
    l_0_svc = environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'service')
    context.vars['svc'] = l_0_svc
    context.exported_vars.add('svc')
    yield 'package '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '\n\nimport (\n\t"context"\n\t"fmt"\n\t"net/http"\n\t"sort"\n\t"strings"\n\t"time"\n)\n\n// The client and its operations, whatever its version: each builds the canonical request from\n// its arguments, has the transport\'s dialect (a version package\'s rest.go, jsonrpc.go...) turn\n// it into the exact HTTP request, sends it, and parses the answer.\n\n// Options configure a client. The zero value of a field means its default.\ntype Options struct {\n'
    for l_1_p in environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'path_params'):
        _loop_vars = {}
        pass
        yield str(t_3(environment.getattr(l_1_p, 'doc'), t_4(environment.getattr(l_1_p, 'name')), '\t'))
        yield '\t'
        yield str(t_4(environment.getattr(l_1_p, 'name')))
        yield ' string\n'
    l_1_p = missing
    yield '\t// APIKey defaults to $'
    yield str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'api_key_env'))
    yield '. It needs the '
    yield str(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'permission'))
    yield ' permission. Neither %v\n\t// nor an error ever shows it.\n\tAPIKey string\n'
    yield str(t_3(str_join(('Defaults to $', environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url_env'), ', then ', environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'base_url'), "; the agent's URL is BaseURL + ", environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'agent_path'), '.', )), 'BaseURL', '\t'))
    yield '\tBaseURL string\n\t// Transport is the wire to speak: one of the transports of the version\'s client (its first\n\t// by default).\n\tTransport string\n\t// Timeout is how long a request may take, answer included (DefaultTimeout): a blocking send\n\t// waits for the agent.\n\tTimeout time.Duration\n\t// StreamTimeout is how long a stream may go without a complete line (DefaultStreamTimeout);\n\t// keep-alive comments count.\n\tStreamTimeout time.Duration\n\t// StreamDeadline is how long a whole stream may last (none by default): keep-alives could\n\t// otherwise keep a stream open for ever.\n\tStreamDeadline time.Duration\n\t// MaxRetries is how many more attempts a failure that allows one gets (DefaultMaxRetries when\n\t// nil); Int(0) turns retries off.\n\tMaxRetries *int\n\t// Headers are sent with every request.\n\tHeaders map[string]string\n\t// Warn is called when a path parameter does not have the format of the vendor\'s examples,\n\t// which its documentation does not state (the value is sent as it is); log.Print by default.\n\tWarn func(message string)\n\t// HTTPClient sends the requests (a proxy, a test double); http.DefaultClient by default.\n\t// Leave its Timeout at 0: the client\'s own timeouts apply per request and per stream line.\n\tHTTPClient *http.Client\n}\n\n// String describes the options without the API key, for %v.\nfunc (o Options) String() string {\n\to.APIKey = redactedKey(o.APIKey)\n\ttype plain Options // without this method\n\treturn fmt.Sprintf("%+v", plain(o))\n}\n\n// GoString describes the options without the API key, for %#v.\nfunc (o Options) GoString() string { return o.String() }\n\nfunc redactedKey(key string) string {\n\tif key == "" {\n\t\treturn ""\n\t}\n\treturn "[redacted]"\n}\n\n// Int returns a pointer to v, for the optional integer fields and arguments.\nfunc Int(v int) *int { return &v }\n\n// Bool returns a pointer to v, for the optional boolean arguments.\nfunc Bool(v bool) *bool { return &v }\n\n// Client speaks one dialect of one protocol version. Make one with a version package\'s\n// NewClient (v1_0.NewClient...); it is safe for concurrent use.\ntype Client struct {\n\tapi       *apiClient\n\tdialect   *Dialect\n\ttransport string\n}\n\n// NewClient is the client of the dialect Options.Transport picks among a version\'s dialects\n// (fallback when it is empty); the version packages call it.\nfunc NewClient(dialects map[string]*Dialect, fallback string, o Options) (*Client, error) {\n\ttransport := o.Transport\n\tif transport == "" {\n\t\ttransport = fallback\n\t}\n\tdialect, ok := dialects[transport]\n\tif !ok {\n\t\tnames := make([]string, 0, len(dialects))\n\t\tfor name := range dialects {\n\t\t\tnames = append(names, fmt.Sprintf("%q", name))\n\t\t}\n\t\tsort.Strings(names)\n\t\treturn nil, &ConfigurationError{"Transport", fmt.Sprintf("%q is not one of %s", transport, strings.Join(names, ", "))}\n\t}\n\tapi, err := newAPIClient(connection{\n\t\tapiKey:         o.APIKey,\n\t\tbaseURL:        o.BaseURL,\n\t\tparams:         []string{'
    l_1_loop = missing
    for l_1_p, l_1_loop in LoopContext(environment.getattr((undefined(name='svc') if l_0_svc is missing else l_0_svc), 'path_params'), undefined):
        _loop_vars = {}
        pass
        yield 'o.'
        yield str(t_4(environment.getattr(l_1_p, 'name')))
        yield str((', ' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 103 in 'operations.go.jinja' evaluated to false and no else section was defined.")))
    l_1_loop = l_1_p = missing
    yield '},\n\t\ttimeout:        o.Timeout,\n\t\tstreamTimeout:  o.StreamTimeout,\n\t\tstreamDeadline: o.StreamDeadline,\n\t\tmaxRetries:     o.MaxRetries,\n\t\theaders:        o.Headers,\n\t\twarn:           o.Warn,\n\t\thttpClient:     o.HTTPClient,\n\t})\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn &Client{api: api, dialect: dialect, transport: transport}, nil\n}\n\n// Transport is the transport the client speaks.\nfunc (c *Client) Transport() string { return c.transport }\n\n// BaseURL is the agent\'s URL, which the dialects\' paths are relative to.\nfunc (c *Client) BaseURL() string { return c.api.baseURL }\n\n// String describes the client without its key, for %v.\nfunc (c *Client) String() string { return c.dialect.Name + " " + c.api.String() }\n\n// GoString describes the client without its key, for %#v.\nfunc (c *Client) GoString() string { return c.String() }\n\n// MessageInput is a message argument: Text, Parts or a Message.\ntype MessageInput interface {\n\tmessage() Message\n}\n\n// Text is a message of one text part, from the user.\ntype Text string\n\nfunc (t Text) message() Message {\n\treturn Message{Role: RoleUser, Parts: []Part{ {Text: string(t)} }}\n}\n\n// Parts is a message of these parts, from the user.\ntype Parts []Part\n\nfunc (p Parts) message() Message { return Message{Role: RoleUser, Parts: p} }\n\nfunc (m Message) message() Message { return m }\n\n// messageJSON is a message argument as a Message, with a fresh messageId if it has none.\nfunc messageJSON(input MessageInput) any {\n\tif input == nil {\n\t\treturn nil\n\t}\n\tm := input.message()\n\tif m.MessageID == "" {\n\t\tm.MessageID = newMessageID()\n\t}\n\treturn m\n}\n'
    def t_10(fiter):
        for l_1_op in fiter:
            if environment.getattr(l_1_op, 'keywords'):
                yield l_1_op
    for l_1_op in t_10(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations')):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(t_3(str_join(('the arguments of ', t_4(environment.getattr(l_1_op, 'name')), ' besides its positional one, and the ', ("stream's settings (timeout, resume)." if environment.getattr(l_1_op, 'streaming') else "request's settings (timeout)."), )), str_join((t_4(environment.getattr(l_1_op, 'name')), 'Options', ))))
        yield 'type '
        yield str(t_4(environment.getattr(l_1_op, 'name')))
        yield 'Options struct {\n'
        for l_2_arg in environment.getattr(l_1_op, 'keywords'):
            _loop_vars = {}
            pass
            yield str(t_3(environment.getattr(l_2_arg, 'doc'), t_4(environment.getattr(l_2_arg, 'name')), '\t'))
            yield '\t'
            yield str(t_4(environment.getattr(l_2_arg, 'name')))
            yield ' '
            yield str(t_1(l_2_arg))
            yield '\n'
        l_2_arg = missing
        yield '\t'
        yield str(('StreamOptions' if environment.getattr(l_1_op, 'streaming') else 'RequestOptions'))
        yield '\n}\n'
    l_1_op = missing
    l_1_loop = missing
    for l_1_op, l_1_loop in LoopContext(environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'), undefined):
        l_1_options = l_1_per_call = missing
        _loop_vars = {}
        pass
        l_1_options = (str_join((t_4(environment.getattr(l_1_op, 'name')), 'Options', )) if environment.getattr(l_1_op, 'keywords') else ('StreamOptions' if environment.getattr(l_1_op, 'streaming') else 'RequestOptions'))
        _loop_vars['options'] = l_1_options
        l_1_per_call = (str_join(('opts.', ('StreamOptions' if environment.getattr(l_1_op, 'streaming') else 'RequestOptions'), )) if environment.getattr(l_1_op, 'keywords') else '*opts')
        _loop_vars['per_call'] = l_1_per_call
        yield '\n'
        yield str(t_3(str_join((environment.getattr(l_1_op, 'doc'), (' A local check that fails returns its error, and nothing is sent.' if environment.getattr(l_1_op, 'arguments') else ''), (" The request goes out on the stream's first Next." if environment.getattr(l_1_op, 'streaming') else ''), (' Retried as the policy in http.go says (the operation is idempotent).' if environment.getattr(l_1_op, 'idempotent') else ''), )), t_4(environment.getattr(l_1_op, 'name'))))
        yield 'func (c *Client) '
        yield str(t_4(environment.getattr(l_1_op, 'name')))
        yield '(ctx context.Context, '
        if environment.getattr(l_1_op, 'positional'):
            pass
            yield str(t_6(environment.getattr(environment.getattr(l_1_op, 'positional'), 'name')))
            yield ' '
            yield str(t_1(environment.getattr(l_1_op, 'positional')))
            yield ', '
        elif (environment.getattr(l_1_op, 'request') and (not environment.getattr(l_1_op, 'arguments'))):
            pass
            yield 'request *'
            yield str(t_4(environment.getattr(l_1_op, 'request')))
            yield ', '
        yield 'opts *'
        yield str((undefined(name='options') if l_1_options is missing else l_1_options))
        yield ') ('
        yield str((str_join(('*Stream[', t_7(l_1_op), ']', )) if environment.getattr(l_1_op, 'streaming') else str_join(('*', t_7(l_1_op), ))))
        yield ', error) {\n\tif opts == nil {\n\t\topts = &'
        yield str((undefined(name='options') if l_1_options is missing else l_1_options))
        yield '{}\n\t}\n'
        if environment.getattr(l_1_op, 'arguments'):
            pass
            yield '\trequest, err := canonical(\n'
            l_2_loop = missing
            for l_2_arg, l_2_loop in LoopContext(environment.getattr(l_1_op, 'arguments'), undefined):
                _loop_vars = {}
                pass
                yield '\t\tfill{'
                l_3_loop = missing
                for l_3_k, l_3_loop in LoopContext(environment.getattr(l_2_arg, 'fills'), undefined):
                    _loop_vars = {}
                    pass
                    yield str(('[]string{' if environment.getattr(l_3_loop, 'first') else cond_expr_undefined("the inline if-expression on line 180 in 'operations.go.jinja' evaluated to false and no else section was defined.")))
                    yield str(t_9(l_3_k))
                    yield str((', ' if (not environment.getattr(l_3_loop, 'last')) else '}'))
                l_3_loop = l_3_k = missing
                yield ', '
                yield str(t_2(l_2_arg))
                yield '},\n'
            l_2_loop = l_2_arg = missing
            yield '\t)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n'
        elif environment.getattr(l_1_op, 'request'):
            pass
            yield '\trequest, err := toCanonical(request)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n'
        yield '\twire, err := c.dialect.Build('
        yield str(t_9(environment.getattr(l_1_op, 'name')))
        yield ', '
        yield str(('request' if environment.getattr(l_1_op, 'request') else 'nil'))
        yield ', c.api.nextID())\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tparse := func(body any) (map[string]any, error) { return c.dialect.Parse('
        yield str(t_9(environment.getattr(l_1_op, 'name')))
        yield ', body) }\n'
        if environment.getattr(l_1_op, 'streaming'):
            pass
            yield '\treturn newStream(ctx, c.api, wire, parse, c.dialect.EndsStream, typed['
            yield str(t_7(l_1_op))
            yield '], '
            yield str(('true' if environment.getattr(l_1_op, 'idempotent') else 'false'))
            yield ', '
            yield str((undefined(name='per_call') if l_1_per_call is missing else l_1_per_call))
            yield ', '
            yield str(('c.resume' if (undefined(name='resume') if l_0_resume is missing else l_0_resume) else 'nil'))
            yield '), nil\n'
        else:
            pass
            yield '\tresult, err := c.api.request(ctx, wire, parse, '
            yield str(('true' if environment.getattr(l_1_op, 'idempotent') else 'false'))
            yield ', '
            yield str((undefined(name='per_call') if l_1_per_call is missing else l_1_per_call))
            yield ')\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn typed['
            yield str(t_7(l_1_op))
            yield '](result)\n'
        yield '}\n'
    l_1_loop = l_1_op = l_1_options = l_1_per_call = missing
    if (undefined(name='resume') if l_0_resume is missing else l_0_resume):
        pass
        l_0_again = t_5(environment, t_8(context, environment.getattr((undefined(name='ir') if l_0_ir is missing else l_0_ir), 'operations'), 'name', 'equalto', (undefined(name='resume') if l_0_resume is missing else l_0_resume)))
        context.vars['again'] = l_0_again
        context.exported_vars.add('again')
        yield '\n// resume is how a cut stream of a task goes on: '
        yield str(t_4((undefined(name='resume') if l_0_resume is missing else l_0_resume)))
        yield ' again.\nfunc (c *Client) resume(taskID string) (*WireRequest, func(any) (map[string]any, error), error) {\n\trequest, err := canonical(fill{'
        l_1_loop = missing
        for l_1_k, l_1_loop in LoopContext(environment.getattr(environment.getattr((undefined(name='again') if l_0_again is missing else l_0_again), 'positional'), 'fills'), undefined):
            _loop_vars = {}
            pass
            yield str(('[]string{' if environment.getattr(l_1_loop, 'first') else cond_expr_undefined("the inline if-expression on line 213 in 'operations.go.jinja' evaluated to false and no else section was defined.")))
            yield str(t_9(l_1_k))
            yield str((', ' if (not environment.getattr(l_1_loop, 'last')) else '}'))
        l_1_loop = l_1_k = missing
        yield ', taskID})\n\tif err != nil {\n\t\treturn nil, nil, err\n\t}\n\twire, err := c.dialect.Build('
        yield str(t_9((undefined(name='resume') if l_0_resume is missing else l_0_resume)))
        yield ', request, c.api.nextID())\n\tparse := func(body any) (map[string]any, error) { return c.dialect.Parse('
        yield str(t_9((undefined(name='resume') if l_0_resume is missing else l_0_resume)))
        yield ', body) }\n\treturn wire, parse, err\n}\n'

blocks = {}
debug_info = '1=70&2=72&3=75&4=79&21=81&22=84&24=90&27=94&103=97&160=105&162=113&163=117&164=120&166=128&169=132&170=136&171=138&173=141&175=161&177=163&179=167&180=172&186=184&192=188&196=192&197=194&198=197&200=208&204=212&208=216&209=218&211=222&213=225&217=233&218=235'

# templates/go/operations.go.jinja, compiled by Jinja 3.1.6: `python -m generator.precompiled` writes this file; do not edit it.
