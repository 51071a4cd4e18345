package irreader

// blankRuns returns src with every run of blank lines (empty, or spaces,
// tabs and carriage returns only) cut to its first line, and the map from
// the lines of the result back to those of src. llir's parser keeps an
// offset per line (8 bytes, up to 24 while its table grows), so a file of
// newlines cost over 20 times its size; a cut run costs nothing. Lines
// that are not blank keep their bytes, and blank ones that follow a line
// with text are kept, so clang's output (one blank line between
// definitions) is returned as it is, not copied.
func blankRuns(src []byte) ([]byte, lineMap) {
	var out []byte // the copy, made at the first cut
	var lm lineMap
	kept := 1 // the line of out the next kept line is
	prevBlank := false
	for start := 0; start < len(src); {
		end := start
		blank := true
		for end < len(src) && src[end] != '\n' {
			if c := src[end]; c != ' ' && c != '\t' && c != '\r' {
				blank = false
			}
			end++
		}
		next := min(end+1, len(src))
		if blank && prevBlank && end < len(src) {
			// A blank line after a blank line: cut, and the next line
			// kept is one line further in src.
			if out == nil {
				out = append(make([]byte, 0, start), src[:start]...)
			}
			if n := len(lm); n > 0 && lm[n-1].at == kept {
				lm[n-1].add++
			} else {
				lm = append(lm, lineShift{at: kept, add: lm.total() + 1})
			}
		} else {
			if out != nil {
				out = append(out, src[start:next]...)
			}
			kept++
		}
		prevBlank = blank
		start = next
	}
	if out == nil {
		return src, nil
	}
	return out, lm
}

// lineShift says that from line at of the cut text on, add lines were cut
// before it.
type lineShift struct{ at, add int }

// lineMap maps the lines of a cut text back to its source's, in order of
// at; nil maps every line to itself.
type lineMap []lineShift

func (lm lineMap) total() int {
	if len(lm) == 0 {
		return 0
	}
	return lm[len(lm)-1].add
}

// source returns the line of the source text that line n of the cut text
// was.
func (lm lineMap) source(n int) int {
	lo, hi := 0, len(lm) // the first shift past n
	for lo < hi {
		mid := (lo + hi) / 2
		if lm[mid].at <= n {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return n
	}
	return n + lm[lo-1].add
}
