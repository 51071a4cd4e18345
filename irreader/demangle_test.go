package irreader_test

import (
	"testing"

	"github.com/reusescope/reusescope/irreader"
)

// TestDemangle: C++ names read as their source (checked by hand against
// c++filt), without parameters, long template arguments dropped; C names
// and what is not a mangled name stay.
func TestDemangle(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"_ZN6Circle4areaEv", "Circle::area"},
		{"_Z17kernel_total_areaRKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE", "kernel_total_area"},
		{"_ZNKSt14default_deleteI6CircleEclEPS0_", "std::default_delete<Circle>::operator()"},
		{"_ZSt14__relocate_a_1IPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", "std::__relocate_a_1"},
		{"main", "main"},
		{"_Z3ab", "_Z3ab"}, // truncated: not a name
	} {
		if got := irreader.Demangle(c.in); got != c.want {
			t.Errorf("Demangle(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got, want := irreader.DemangleText("block _ZN6Circle4areaEv:bb2@24 (line 24) and main:bb1@3"), "block Circle::area:bb2@24 (line 24) and main:bb1@3"; got != want {
		t.Errorf("DemangleText: %q, want %q", got, want)
	}
}
