/*
 * rsfast.h: the fast paths of the hooks called for every block and every
 * memory access, __rs_bb, __rs_ld and __rs_st. The measure package compiles
 * this file with RSF_HOOKS to LLVM IR (clang -O2) and appends the hooks'
 * definitions to the instrumented module, where, always_inline, they are
 * inlined into every caller, optnone (-O0) code included: a call per access
 * from -O0 code costs as much as the hook's work, its arguments and the
 * values live across it being stored to the stack and loaded back. rsrt.c
 * includes this file for the state's layout and keeps the slow paths (see
 * "Fast path" there).
 *
 * The fast path is on while __rs_f.hi (accesses) and __rs_f.bb (blocks) are
 * not 0. An access is then counted in __rs_f.ld or __rs_f.st (accesses in the
 * high bits from RSF_COUNT_BITS, bytes in the low ones), moved to its native
 * address (by the top frame's shift for addresses in [lo, hi), unchanged
 * below lo) and appended to the event buffer, or counted in the previous
 * word's repeat field when it lies in the previous access's line (rsrt.c,
 * "Repeats"). Everything else goes to the slow hooks: addresses at or above
 * hi (older frames), empty accesses and accesses longer than RSF_MAX_EVENT,
 * a fast path off.
 *
 * Built with RSF_SITES (measure.Options.Sites), the stream is not folded and
 * the module calls __rs_site(id) before the hook of every access site: the
 * fast path appends the site's marker word (RSF_SITE_BIT | id, thread 0),
 * the slow one __rs_site_slow does so for any thread (rsrt.c,
 * "Attribution").
 */
#include <stdint.h>

/* rs_fast is the state of the fast path, kept by rsrt.c. */
struct rs_fast {
	uint64_t *pos;   /* next free word of the event buffer */
	uint64_t *end;   /* end of the event buffer */
	uintptr_t lo;    /* addresses in [lo, hi) are the top frame's, shifted by shift */
	uintptr_t hi;    /* 0 = accesses take the slow path */
	intptr_t shift;
	uint64_t rbase;  /* first byte of the previous access's last line (RSF_NO_LINE: none) */
	uint64_t ld, st; /* accesses << RSF_COUNT_BITS | bytes, since the last drain */
	uint64_t *bb;    /* block counters; NULL = blocks take the slow path */
	uint64_t *edge1; /* edge counters from -1, the slot of NO_EDGE + 1 */
};

/* Hidden: the program is linked without PIE, so the inlined hooks address
 * the state directly rather than through the GOT. */
extern struct rs_fast __rs_f __attribute__((visibility("hidden")));
void __rs_bb_slow(uint32_t b, uint32_t e);
void __rs_ld_slow(void *p, uint32_t size);
void __rs_st_slow(void *p, uint32_t size);
void __rs_flush_fast(void);
void __rs_site_slow(uint32_t id);

#define RSF_SIZE_SHIFT 48
#define RSF_STORE_BIT (1ull << 55)
#define RSF_COUNT_SHIFT 56   /* the repeat count: the word's thread field */
#define RSF_COUNT_MAX 254ull /* the largest repeat count */
#define RSF_MAX_EVENT 128u   /* the largest size one word carries */
#define RSF_COUNT_BITS 32    /* accesses in ld and st */
#define RSF_BYTES_MASK ((1ull << RSF_COUNT_BITS) - 1)
/* RSF_NO_LINE is rbase when no access may count as a repeat: at 2^63, above
 * every address (a < 2^48), so that a - RSF_NO_LINE is at least 2^63. */
#define RSF_NO_LINE (1ull << 63)
/* RSF_SITE_BIT marks a site's marker word (address bit 47, which no user
 * address of x86-64 has); the site id is in the bits below. */
#define RSF_SITE_BIT (1ull << 47)

#ifdef RSF_HOOKS /* the hooks; rsrt.c needs only the state */

#ifndef RSF_LINE_SHIFT
#error "RSF_LINE_SHIFT, log2 of the line size repeats are folded on, must be defined"
#endif
/* RSF_STREAM is 0 when the run streams nothing (counts only): the hooks
 * then count and do not write words. */
#ifndef RSF_STREAM
#define RSF_STREAM 1
#endif
/* RSF_SITES is 1 when every access is streamed unfolded after its site's
 * marker. */
#ifndef RSF_SITES
#define RSF_SITES 0
#endif

/* RSF_FRESH reads x again where it is used: at -O0 a value carried from one
 * block to another is stored to the stack and loaded back, a delay in the
 * chain of accesses through pos. */
#define RSF_FRESH(x) (*(__typeof__(x) volatile *)&(x))

#define RSF_LINE (1ull << RSF_LINE_SHIFT)

/* rs_fast_access streams an access of size bytes at a (a < __rs_f.hi). It
 * repeats the previous access's line when its bytes lie in
 * [rbase, rbase + RSF_LINE): a - rbase <= RSF_LINE - size, one comparison
 * with a constant once inlined (size is a constant at every call). A word
 * whose count is full takes no more repeats (rbase RSF_NO_LINE), so that the
 * test need not read the word. It is a branch, not a select: predicted, it
 * does not make every access wait for the previous one's stores of pos and
 * rbase. */
static inline __attribute__((always_inline)) void rs_fast_access(uintptr_t a, uint32_t size, uint64_t store)
{
	struct rs_fast *f = &__rs_f;
	a += a >= f->lo ? (uintptr_t)f->shift : 0;
	if (!RSF_SITES && size <= RSF_LINE && a - f->rbase <= RSF_LINE - size) {
		uint64_t *prev = RSF_FRESH(f->pos) - 1;
		uint64_t w = *prev + (1ull << RSF_COUNT_SHIFT);
		*prev = w;
		if (w >= RSF_COUNT_MAX << RSF_COUNT_SHIFT)
			f->rbase = RSF_NO_LINE;
		return;
	}
	if (!RSF_SITES)
		f->rbase = (a + size - 1) & -RSF_LINE;
	uint64_t *q = RSF_FRESH(f->pos);
	*q++ = a | (uint64_t)(size - 1) << RSF_SIZE_SHIFT | store;
	f->pos = q;
	if (q == f->end)
		__rs_flush_fast();
}

__attribute__((always_inline)) void __rs_ld(void *p, uint32_t size)
{
	uintptr_t a = (uintptr_t)p;
	if (a >= __rs_f.hi || size - 1 >= RSF_MAX_EVENT) {
		__rs_ld_slow(p, size);
		return;
	}
	__rs_f.ld += (1ull << RSF_COUNT_BITS) + size;
	if (RSF_STREAM)
		rs_fast_access(a, size, 0);
}

__attribute__((always_inline)) void __rs_st(void *p, uint32_t size)
{
	uintptr_t a = (uintptr_t)p;
	if (a >= __rs_f.hi || size - 1 >= RSF_MAX_EVENT) {
		__rs_st_slow(p, size);
		return;
	}
	__rs_f.st += (1ull << RSF_COUNT_BITS) + size;
	if (RSF_STREAM)
		rs_fast_access(a, size, RSF_STORE_BIT);
}

#if RSF_SITES
/* __rs_site streams the marker of access site id, which the accesses of the
 * site's instruction follow. The fast path is on only for the first thread
 * (thread field 0), in scope. */
__attribute__((always_inline)) void __rs_site(uint32_t id)
{
	if (__rs_f.hi == 0) {
		__rs_site_slow(id);
		return;
	}
	uint64_t *q = RSF_FRESH(__rs_f.pos);
	*q++ = RSF_SITE_BIT | id;
	__rs_f.pos = q;
	if (q == __rs_f.end)
		__rs_flush_fast();
}
#endif

__attribute__((always_inline)) void __rs_bb(uint32_t b, uint32_t e)
{
	if (__rs_f.bb == 0) {
		__rs_bb_slow(b, e);
		return;
	}
	RSF_FRESH(__rs_f.bb)[b]++;
	__rs_f.edge1[(uint32_t)(e + 1u)]++;
}

#endif /* RSF_HOOKS */
