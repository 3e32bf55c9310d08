// go_declarations prints, for each Go file named on its input (one path a line), its exported declarations as go/ast
// reads them, in the form of the generator's own reader (generator/diff/go_source.py): a JSON
// object of file -> [kind, name, attributes]. tests/test_go_surface.py compares the two.
//
//	go run tests/tools/go_declarations.go < FILES
package main

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"io"
	"os"
	"reflect"
	"strconv"
	"strings"
	"unicode"
)

type attributes map[string]any

var fset = token.NewFileSet()

func main() {
	out := map[string][]any{}
	paths, err := io.ReadAll(os.Stdin)
	if err != nil {
		panic(err)
	}
	for _, path := range strings.Fields(string(paths)) {
		file, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			panic(err)
		}
		out[path] = declarations(file)
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}

func declarations(file *ast.File) []any {
	out := []any{}
	add := func(kind, name string, a attributes) { out = append(out, []any{kind, name, a}) }
	for _, decl := range file.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			a := attributes{"signature": typeParams(d.Type.TypeParams) + signature(d.Type), "doc": doc(d.Doc)}
			if d.Recv == nil {
				if ast.IsExported(d.Name.Name) {
					add("func", d.Name.Name, a)
				}
				continue
			}
			receiver := expr(d.Recv.List[0].Type)
			owner := strings.SplitN(strings.TrimPrefix(receiver, "*"), "[", 2)[0]
			if ast.IsExported(owner) && ast.IsExported(d.Name.Name) {
				a["receiver"] = receiver
				add("method", owner+"."+d.Name.Name, a)
			}
		case *ast.GenDecl:
			var kind ast.Expr // a constant's type and values, repeated by a spec without them
			var values []ast.Expr
			for _, spec := range d.Specs {
				specDoc := d.Doc
				if d.Lparen.IsValid() {
					specDoc = nil
				}
				switch s := spec.(type) {
				case *ast.TypeSpec:
					if s.Doc != nil {
						specDoc = s.Doc
					}
					if !ast.IsExported(s.Name.Name) {
						continue
					}
					shown := typeParams(s.TypeParams)
					switch t := s.Type.(type) {
					case *ast.StructType:
						add("type", s.Name.Name, attributes{"type": shown + "struct", "doc": doc(specDoc)})
						for _, f := range t.Fields.List {
							for _, field := range fields(s.Name.Name, f) {
								add("field", field.name, field.attributes)
							}
						}
					case *ast.InterfaceType:
						add("type", s.Name.Name, attributes{"type": shown + "interface", "doc": doc(specDoc)})
						for _, m := range t.Methods.List {
							if len(m.Names) == 0 {
								for _, field := range fields(s.Name.Name, m) {
									add("field", field.name, field.attributes)
								}
							} else if ast.IsExported(m.Names[0].Name) {
								sig := signature(m.Type.(*ast.FuncType))
								add("method", s.Name.Name+"."+m.Names[0].Name, attributes{"signature": sig, "doc": doc(m.Doc)})
							}
						}
					default:
						if s.Assign.IsValid() {
							shown += "= "
						}
						add("type", s.Name.Name, attributes{"type": shown + expr(s.Type), "doc": doc(specDoc)})
					}
				case *ast.ValueSpec:
					if s.Doc != nil {
						specDoc = s.Doc
					}
					if s.Type != nil || s.Values != nil || d.Tok == token.VAR {
						kind, values = s.Type, s.Values
					}
					for i, name := range s.Names {
						if !ast.IsExported(name.Name) {
							continue
						}
						a := attributes{"doc": doc(specDoc)}
						if kind != nil {
							a["type"] = expr(kind)
						}
						if d.Tok == token.CONST {
							a["value"] = ""
							if len(values) == len(s.Names) {
								a["value"] = expr(values[i])
							}
						}
						add(d.Tok.String(), name.Name, a)
					}
				}
			}
		}
	}
	return out
}

type field struct {
	name       string
	attributes attributes
}

func fields(owner string, f *ast.Field) []field {
	a := attributes{"type": expr(f.Type), "doc": doc(f.Doc)}
	names := []string{}
	for _, n := range f.Names {
		names = append(names, n.Name)
	}
	if len(names) == 0 {
		embedded := strings.SplitN(strings.TrimPrefix(expr(f.Type), "*"), "[", 2)[0]
		names = append(names, embedded[strings.LastIndex(embedded, ".")+1:])
		a["embedded"] = true
	}
	if f.Tag != nil {
		tag, err := strconv.Unquote(f.Tag.Value)
		if err != nil {
			panic(err)
		}
		if value, ok := reflect.StructTag(tag).Lookup("json"); ok {
			key, options, _ := strings.Cut(value, ",")
			a["json"] = key
			a["required"] = key != "-" && !strings.Contains(","+options+",", ",omitempty,")
		}
	}
	out := []field{}
	for _, name := range names {
		if ast.IsExported(name) {
			out = append(out, field{owner + "." + name, a})
		}
	}
	return out
}

// signature is "func(parameter types) result types".
func signature(t *ast.FuncType) string {
	out := "func(" + strings.Join(typesOf(t.Params), ", ") + ")"
	results := typesOf(t.Results)
	if len(results) == 1 {
		out += " " + results[0]
	} else if len(results) > 1 {
		out += " (" + strings.Join(results, ", ") + ")"
	}
	return out
}

func typesOf(list *ast.FieldList) []string {
	out := []string{}
	if list == nil {
		return out
	}
	for _, f := range list.List {
		for i := 0; i < max(len(f.Names), 1); i++ {
			out = append(out, expr(f.Type))
		}
	}
	return out
}

func typeParams(list *ast.FieldList) string {
	if list == nil {
		return ""
	}
	parts := []string{}
	for _, f := range list.List {
		names := []string{}
		for _, n := range f.Names {
			names = append(names, n.Name)
		}
		parts = append(parts, strings.Join(names, ", ")+" "+expr(f.Type))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// expr is an expression as gofmt prints it, on one line and without comments (the printer
// keeps a field's): each run of white space outside literals one space.
func expr(e ast.Expr) string {
	if e == nil {
		return ""
	}
	var printed strings.Builder
	if err := printer.Fprint(&printed, fset, e); err != nil {
		panic(err)
	}
	text := printed.String()
	var out strings.Builder
	quote, space := byte(0), false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0 && quote != '`' && c == '\\':
			out.WriteByte(c)
			i++
			c = text[i]
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '`' || c == '\'':
			quote = c
		case strings.HasPrefix(text[i:], "//"):
			for i < len(text)-1 && text[i+1] != '\n' {
				i++
			}
			space = true
			continue
		case unicode.IsSpace(rune(c)):
			space = true
			continue
		}
		if space && out.Len() > 0 {
			out.WriteByte(' ')
		}
		space = false
		out.WriteByte(c)
	}
	return out.String()
}

func doc(group *ast.CommentGroup) string {
	return strings.TrimSuffix(group.Text(), "\n")
}
