package memorylakea2a

import (
	"reflect"
	"strings"
)

// readCard is an agent card (canonical JSON) with its interfaces in cardField: as they are, or
// read from an older A2A version's card (each of cardForms, such as A2A v0.3's url,
// preferredTransport and additionalInterfaces), as the official SDKs' card resolvers read it. A
// card with neither gets an empty list; the client warns of it (cardWarning).
func readCard(card map[string]any) map[string]any {
	if have, ok := card[cardField].([]any); ok && len(have) > 0 {
		return card
	}
	out := make(map[string]any, len(card)+1)
	for k, v := range card {
		out[k] = v
	}
	interfaces := []any{}
	for _, form := range cardForms {
		if _, ok := card[form["when"].(string)].(string); !ok {
			continue
		}
		main := cardFields(card, form["main"])
		found := []map[string]any{main}
		more, _ := card[form["more"].(string)].([]any)
		for _, item := range more {
			if object, ok := item.(map[string]any); ok {
				one := cardFields(object, form["more_fields"])
				for k, v := range main {
					if _, ok := one[k]; !ok {
						one[k] = v
					}
				}
				found = append(found, one)
			}
		}
		for _, one := range found {
			for k, v := range form["defaults"].(map[string]any) {
				if _, ok := one[k]; !ok {
					one[k] = v
				}
			}
			for k, spellings := range form["values"].(map[string]any) {
				if value, ok := one[k].(string); ok {
					if spelled, ok := spellings.(map[string]any)[value]; ok {
						one[k] = spelled
					}
				}
			}
			seen := false
			for _, other := range interfaces {
				seen = seen || reflect.DeepEqual(other, one)
			}
			if !seen {
				interfaces = append(interfaces, one)
			}
		}
		break
	}
	out[cardField] = interfaces
	return out
}

// cardFields is each of fields' keys with the source's string at its value, where there is one.
func cardFields(source map[string]any, fields any) map[string]any {
	out := map[string]any{}
	for key, from := range fields.(map[string]any) {
		if value, ok := source[from.(string)].(string); ok {
			out[key] = value
		}
	}
	return out
}

// cardWarning is what the client warns of a card (canonical, read) that names no interface, or "".
func cardWarning(card map[string]any) string {
	if have, ok := card[cardField].([]any); ok && len(have) > 0 {
		return ""
	}
	var whens []string
	for _, form := range cardForms {
		whens = append(whens, form["when"].(string)+" ("+form["name"].(string)+")")
	}
	message := "the agent card names no interface: it has no " + cardField
	if len(whens) > 0 {
		message += ", nor " + strings.Join(whens, ", ")
	}
	return message
}
