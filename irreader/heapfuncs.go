package irreader

// HeapKind says what a C or C++ library function does to the heap.
type HeapKind int

// The heap functions' kinds.
const (
	HeapMalloc        HeapKind = iota + 1 // malloc(n), operator new(n), new[](n)
	HeapCalloc                            // calloc(n, size)
	HeapRealloc                           // realloc(p, n)
	HeapAligned                           // aligned_alloc(align, n), memalign(align, n)
	HeapPosixMemalign                     // posix_memalign(&p, align, n)
	HeapAlignedNew                        // operator new(n, align_val_t)
	HeapFree                              // free(p), operator delete
)

// HeapFuncs maps the allocation and release functions (C++ operators by
// their Itanium names) to what they do: one table for the loop analysis
// (a block a call returns is an object of its own) and the trace's heap
// model (where glibc places it).
var HeapFuncs = map[string]HeapKind{
	"malloc": HeapMalloc, "_Znwm": HeapMalloc, "_Znam": HeapMalloc, "_ZnwmRKSt9nothrow_t": HeapMalloc, "_ZnamRKSt9nothrow_t": HeapMalloc,
	"calloc": HeapCalloc, "realloc": HeapRealloc,
	"aligned_alloc": HeapAligned, "memalign": HeapAligned, "posix_memalign": HeapPosixMemalign,
	"_ZnwmSt11align_val_t": HeapAlignedNew, "_ZnamSt11align_val_t": HeapAlignedNew,
	"free": HeapFree, "_ZdlPv": HeapFree, "_ZdaPv": HeapFree, "_ZdlPvm": HeapFree, "_ZdaPvm": HeapFree,
	"_ZdlPvSt11align_val_t": HeapFree, "_ZdaPvSt11align_val_t": HeapFree, "_ZdlPvmSt11align_val_t": HeapFree, "_ZdaPvmSt11align_val_t": HeapFree,
}

// FreshBlock reports whether a call of name returns a new heap block
// (malloc, calloc, aligned_alloc, operator new; not realloc, which may
// return its argument).
func FreshBlock(name string) bool {
	switch HeapFuncs[name] {
	case HeapMalloc, HeapCalloc, HeapAligned, HeapAlignedNew:
		return true
	}
	return false
}
