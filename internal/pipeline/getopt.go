package pipeline

import (
	"os"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/loops"
)

// optRet is one value getopt returns: the option (or '?' / ':' for an
// error, 1 for a non-option with a leading '-' in the option string) and
// its argument.
type optRet struct {
	opt    int
	arg    string
	hasArg bool
}

// getoptRun returns what successive getopt (getopt_long, getopt_long_only)
// calls return on the program's arguments, before the -1 that ends them,
// as glibc's implementation does: options may follow non-options (they are
// permuted) unless the option string starts with '+' or POSIXLY_CORRECT is
// set; "--" ends the options; a cluster -abc is three options; an option
// taking an argument takes the rest of its word or the next word; a long
// option --name or --name=value matches an unambiguous prefix.
// used, when not nil, gets the indices of the words getopt reads.
func getoptRun(args []string, spec *loops.GetoptSpec, used map[int]bool) []optRet {
	mark := func(i int) {
		if used != nil {
			used[i] = true
		}
	}
	opts := spec.Optstring
	mode := byte(0)
	if opts != "" && (opts[0] == '+' || opts[0] == '-') {
		mode, opts = opts[0], opts[1:]
	} else if os.Getenv("POSIXLY_CORRECT") != "" {
		mode = '+'
	}
	colon := opts != "" && opts[0] == ':'
	missing := '?'
	if colon {
		missing = ':'
	}
	var out []optRet
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			mark(i)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			switch mode {
			case '+':
				return out
			case '-':
				mark(i)
				out = append(out, optRet{opt: 1, arg: a, hasArg: true})
			}
			continue
		}
		mark(i)
		long := strings.HasPrefix(a, "--")
		if long || spec.LongOnly && len(spec.Long) > 0 {
			name := strings.TrimLeft(a, "-")
			if r, took, ok := longOpt(spec, name, args, i, missing); ok {
				out = append(out, r)
				i += took
				mark(i)
				continue
			}
			if long {
				out = append(out, optRet{opt: '?'})
				continue
			}
		}
		for j := 1; j < len(a); j++ {
			c := a[j]
			k := strings.IndexByte(opts, c)
			if k < 0 || c == ':' {
				out = append(out, optRet{opt: '?'})
				continue
			}
			switch {
			case k+2 < len(opts) && opts[k+1] == ':' && opts[k+2] == ':': // optional argument
				if j+1 < len(a) {
					out = append(out, optRet{opt: int(c), arg: a[j+1:], hasArg: true})
				} else {
					out = append(out, optRet{opt: int(c)})
				}
				j = len(a)
			case k+1 < len(opts) && opts[k+1] == ':':
				switch {
				case j+1 < len(a):
					out = append(out, optRet{opt: int(c), arg: a[j+1:], hasArg: true})
				case i+1 < len(args):
					i++
					mark(i)
					out = append(out, optRet{opt: int(c), arg: args[i], hasArg: true})
				default:
					out = append(out, optRet{opt: int(missing)})
				}
				j = len(a)
			default:
				out = append(out, optRet{opt: int(c)})
			}
		}
	}
	return out
}

// longOpt matches a long option (name, or name=value) at args[i]: what
// getopt returns and how many following words it took as the argument.
func longOpt(spec *loops.GetoptSpec, name string, args []string, i int, missing rune) (optRet, int, bool) {
	val, hasVal := "", false
	if k := strings.IndexByte(name, '='); k >= 0 {
		name, val, hasVal = name[:k], name[k+1:], true
	}
	var match *loops.LongOption
	n := 0
	for k := range spec.Long {
		lo := &spec.Long[k]
		if lo.Name == name {
			match, n = lo, 1
			break
		}
		if strings.HasPrefix(lo.Name, name) {
			if match == nil || match.HasArg != lo.HasArg || match.Val != lo.Val || match.Flag != lo.Flag {
				n++
			}
			if match == nil {
				match = lo
			}
		}
	}
	if match == nil {
		return optRet{}, 0, false
	}
	if n > 1 {
		return optRet{opt: '?'}, 0, true // ambiguous
	}
	ret := match.Val
	if match.Flag {
		ret = 0
	}
	switch match.HasArg {
	case 0:
		if hasVal {
			return optRet{opt: '?'}, 0, true
		}
		return optRet{opt: ret}, 0, true
	case 1:
		if hasVal {
			return optRet{opt: ret, arg: val, hasArg: true}, 0, true
		}
		if i+1 < len(args) {
			return optRet{opt: ret, arg: args[i+1], hasArg: true}, 1, true
		}
		return optRet{opt: int(missing)}, 0, true
	}
	return optRet{opt: ret, arg: val, hasArg: hasVal}, 0, true
}

// getoptValue returns the value the arguments give a getopt parameter,
// "" for the fallback.
func getoptValue(args []string, p *loops.LuaParam) string {
	rets := getoptRun(args, p.Getopt, nil)
	switch p.GetoptKind {
	case loops.GetoptCount:
		n := 0
		for _, r := range rets {
			if p.Opt == -1 || r.opt == p.Opt {
				n++
			}
		}
		return strconv.Itoa(n)
	case loops.GetoptArg:
		for k := len(rets) - 1; k >= 0; k-- {
			if rets[k].opt == p.Opt && rets[k].hasArg {
				return argNumber(rets[k].arg, p)
			}
		}
	case loops.GetoptOptind:
		used := map[int]bool{}
		getoptRun(args, p.Getopt, used)
		return strconv.Itoa(1 + len(used))
	case loops.GetoptPositional:
		if a, ok := positional(args, p.Getopt, p.Opt); ok {
			if p.Scan != "" {
				v, ok := scanArg(a, p.Scan, p.Conv)
				if !ok {
					return ""
				}
				return strconv.FormatInt(wrapInt(v, p.Bits), 10)
			}
			return argNumber(a, p)
		}
	case loops.GetoptFlag:
		for _, r := range rets {
			if r.opt == p.Opt {
				return strconv.FormatInt(p.Flag, 10)
			}
		}
	}
	return ""
}

// positional returns the k-th word getopt leaves (argv[optind + k] after
// its loop: glibc moves the words that are not options behind them), and
// its index in args.
func positional(args []string, spec *loops.GetoptSpec, k int) (string, bool) {
	i, ok := positionalIndex(args, spec, k)
	if !ok {
		return "", false
	}
	return args[i], true
}

func positionalIndex(args []string, spec *loops.GetoptSpec, k int) (int, bool) {
	used := map[int]bool{}
	getoptRun(args, spec, used)
	for i := range args {
		if used[i] {
			continue
		}
		if k == 0 {
			return i, true
		}
		k--
	}
	return 0, false
}
