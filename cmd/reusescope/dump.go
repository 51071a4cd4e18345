package main

import (
	"context"
	"io"

	"github.com/reusescope/reusescope/irreader"
)

func cmdDump(_ context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("dump", "Print the IR listing (Figure 3 of the static-analysis paper): every function, block and\ninstruction with its source (line, col), opcode, memory access and operands.", stderr)
	path, err := c.parse(args)
	if err != nil {
		return err
	}
	m, err := irreader.ReadFile(path)
	if err != nil {
		return err
	}
	var only *irreader.Func
	if c.funcName != "" {
		if only, err = m.LookupFunc(c.funcName); err != nil {
			return err
		}
	}
	return c.write(stdout, func(w io.Writer) error { return irreader.Dump(w, m, only) })
}
