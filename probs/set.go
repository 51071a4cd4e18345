package probs

import (
	"fmt"
	"strings"
)

// ParseSet parses the values of repeated --set flags, each "name=value",
// into a map for Load. Spaces around name and value are dropped. The name
// must be a Lua name, the value non-empty, and a name may be set once.
func ParseSet(args []string) (map[string]string, error) {
	set := make(map[string]string, len(args))
	for _, arg := range args {
		name, value, ok := strings.Cut(arg, "=")
		if !ok {
			return nil, fmt.Errorf("--set %q: want name=value", arg)
		}
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !IsName(name) {
			return nil, fmt.Errorf("--set %q: %q is not a valid Lua name", arg, name)
		}
		if value == "" {
			return nil, fmt.Errorf("--set %q: empty value", arg)
		}
		if old, dup := set[name]; dup {
			return nil, fmt.Errorf("--set %s given twice (%s=%s and %s)", name, name, old, arg)
		}
		set[name] = value
	}
	return set, nil
}
