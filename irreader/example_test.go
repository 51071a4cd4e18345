package irreader_test

import (
	"fmt"

	"github.com/reusescope/reusescope/irreader"
)

// ExampleParse parses a loop summing a global array and walks its blocks,
// printing each instruction's Byfl class and each memory access.
func ExampleParse() {
	src := `
@a = global [100 x i32] zeroinitializer

define i32 @sum() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %t, %loop ]
  %p = getelementptr [100 x i32], [100 x i32]* @a, i64 0, i64 %i
  %x = load i32, i32* %p
  %t = add i32 %s, %x
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, 100
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %t
}
`
	m, err := irreader.Parse("sum.ll", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	f := m.Func("sum")
	for _, b := range f.Blocks {
		fmt.Printf("%s:", b.Name)
		for _, in := range b.Insts {
			fmt.Printf(" %s", in.Class)
			if in.Mem != nil {
				fmt.Printf("[%s, %d B]", in.Mem, in.Mem.Size)
			}
		}
		fmt.Printf(" -> %d successors\n", len(b.Succs()))
	}
	loop := f.Blocks[1].Ops
	fmt.Printf("loop: %d loads, %d int ops, %d cond branches\n", loop.Loads, loop.IntOps, loop.CondBranches)
	// Output:
	// entry: br -> 1 successors
	// loop: int int int load[a[i], 4 B] int int int condbr -> 2 successors
	// exit: ret -> 0 successors
	// loop: 1 loads, 6 int ops, 1 cond branches
}
