package probs

import (
	"reflect"
	"testing"
)

func TestParseSet(t *testing.T) {
	got, err := ParseSet([]string{"n=4000", " m = 3 ", "size=large", "expr=a=b"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"n": "4000", "m": "3", "size": "large", "expr": "a=b"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseSet = %v, want %v", got, want)
	}
	if got, err := ParseSet(nil); err != nil || len(got) != 0 {
		t.Errorf("ParseSet(nil) = %v, %v", got, err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"n"}, `--set "n": want name=value`},
		{[]string{"=3"}, `--set "=3": "" is not a valid Lua name`},
		{[]string{"2n=3"}, `--set "2n=3": "2n" is not a valid Lua name`},
		{[]string{"end=3"}, `--set "end=3": "end" is not a valid Lua name`},
		{[]string{"n="}, `--set "n=": empty value`},
		{[]string{"n=1", "n=2"}, `--set n given twice (n=1 and n=2)`},
	} {
		_, err := ParseSet(tt.args)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseSet(%q) = %v, want %q", tt.args, err, tt.want)
		}
	}
}
