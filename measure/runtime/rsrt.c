/*
 * rsrt.c: the reusescope measurement runtime, linked into programs that the
 * measure package instruments (see measure/doc.go for the design).
 *
 * The instrumented module calls:
 *   __rs_bb(block, edge)       at the start of every basic block
 *   __rs_ld(p, size), __rs_st(p, size), __rs_rmw(p, size)
 *                              before every load, store, atomicrmw/cmpxchg
 *                              (the first three are defined in rsfast.h and
 *                              inlined into the module; see "Fast path")
 *   __rs_memcpy(dst, src, n), __rs_memset(dst, n)
 *                              before llvm.memcpy/memmove/memset
 *   __rs_site(id)              with RS_SITES, before the hook of every
 *                              load, store, atomicrmw and cmpxchg (defined
 *                              in rsfast.h, see "Attribution"), and
 *   __rs_memcpy_site(dst, src, n, id), __rs_memset_site(dst, n, id)
 *                              instead of __rs_memcpy and __rs_memset
 *   __rs_enter(fp, fid), __rs_leave(fp)  at entry/returns of every function,
 *                              with its frame address (see "Native frames")
 *   __rs_unwound(fp)           at the landing pads of every function
 *   __rs_fenter(), __rs_fleave()      at entry/returns of the --func function
 *   __rs_root(fp)              at entry of the root of the static trace (the
 *                              --func function alone; main for the whole
 *                              program and in context), with its frame address
 *   __rs_oenter(), __rs_oleave(tok)   at entry/returns of OpenMP outlined functions
 *   __rs_fork_begin(), __rs_fork_end(tok)  around __kmpc_fork_call
 * and defines the constants __rs_nblocks and __rs_nedges; the measure package
 * links a table of frame sizes beside it (__rs_nfuncs, __rs_fdelta,
 * __rs_fisize, __rs_flocal, __rs_fstackargs).
 *
 * Block and edge counts, load/store counts and bytes are kept per thread in
 * this process and written to the summary file ($RS_SUMMARY) at exit. Memory
 * accesses are streamed as 64-bit words through memory shared with the
 * reader (see "Shared slots"):
 *   bits  0..47  address
 *   bits 48..54  size - 1 (1..128 bytes; longer accesses are split at 64-byte
 *                boundaries)
 *   bit  55      1 = store
 *   bits 56..63  thread index (order of first event, 0 = first thread)
 * With RS_SITES a marker word (bit 47 set, the site id in bits 0..45, the
 * thread index in 56..63) precedes the words of every access. With
 * RS_CONTEXT the accesses out of scope are streamed too, and a scope marker
 * (bits 47 and 46 set, bit 0 = in scope, the thread index in 56..63) marks
 * every change of a thread's scope (see "Context").
 * All threads append to one global buffer. While an OpenMP parallel region
 * runs (between __rs_fork_begin and __rs_fork_end) the buffer is guarded by a
 * spin lock, so the words are in the real global order of the accesses.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/personality.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rsfast.h"

/* Defined by the instrumented module. */
extern const uint32_t __rs_nblocks;
extern const uint32_t __rs_nedges;

/* Native frames. The instrumentation changes the size of every frame (the
 * hooks' arguments and the values live across them are spilled), so an
 * instrumented callee's frame sits lower on the stack than the native one,
 * by the difference of every instrumented caller's frame size from its native
 * size. The measure package reads both sizes from the prologues of the two
 * builds (frames.go) and links this table, per function: __rs_fdelta, the
 * instrumented size less the native, and __rs_fisize, the instrumented size
 * (0 when unknown). Each thread keeps a shadow stack of its activations'
 * frame addresses and shifts (the native frame address less the
 * instrumented), and reports every stack address shifted by the shift of the
 * activation it belongs to: the addresses the native program touches. The
 * allocas of a frame are at the same offsets in both builds (both are built
 * at the IR's own level, -O0 for clang -O0 output) from the callee-saved
 * registers that the prologue pushes below the frame pointer: __rs_flocal is
 * the bytes the instrumented prologue pushes beyond the native one's (the
 * inlined hooks use more registers), by which an access to the frame's own
 * locals is shifted beyond the frame address's shift. __rs_fstackargs is the
 * number of the function's arguments that libomp's __kmp_invoke_microtask
 * pushes when it calls the function as an outlined one (see
 * rs_microtask_shift). */
extern const int __rs_nfuncs;
extern const long __rs_fdelta[];
extern const long __rs_fisize[];
extern const long __rs_flocal[];
extern const long __rs_fstackargs[];

/* omp_get_thread_num is used when the program links libomp. */
extern int omp_get_thread_num(void) __attribute__((weak));

enum {
	BUF_WORDS = 1 << 15,     /* words per slot (256 KiB: rs_buf stays in the L2 cache) */
	MAX_SLOTS = 1 << 10,     /* most shared slots accepted (RS_SLOTS) */
	OUT_OF_SCOPE = -(1 << 30), /* depth of a thread that is never in scope */
	MAX_THREADS = 256,       /* thread index has 8 bits */
	MAX_FRAMES = 4096,       /* shadow stack depth; deeper calls are not shifted */
	MICROTASK_ALIGN = 128,   /* __kmp_invoke_microtask aligns the stack to this */
	MICROTASK_SAVED = 24,    /* bytes it pushes below its frame pointer before aligning (rbx, rsi, rdx) */
	CALL_LINK = 16,          /* return address and saved frame pointer above a frame address */
	FRAME_SLACK = 256,       /* bytes below a frame's fixed part still its own (red zone, calls' arguments) */
	UNKNOWN_FRAME = 1 << 16, /* extent assumed for a frame of unknown size */
	PIECE = 64,              /* longer accesses are split at this alignment */
	MAX_EVENT = 128,         /* largest size one word can carry */
	SPINS_BEFORE_YIELD = 64, /* spin-lock iterations before sched_yield */
	NO_EDGE = 0xffffffffu,   /* edge argument of a block without predecessor */
	FLAG_ADDR_HIGH = 1,      /* an address did not fit in 48 bits */
	FLAG_TOO_MANY_THREADS = 2,
	FLAG_WRITE_FAILED = 4,
	FLAG_LATE_EVENTS = 8, /* events after the summary was written */
	FLAG_CONTEXT_LOST = 16, /* with RS_CONTEXT, accesses before the root's first entry were dropped */
	FLAG_FD_REPLACED = 32,  /* the program closed or replaced a descriptor of the stream */
	FLAG_FOREIGN_THREAD = 64, /* a thread started outside OpenMP's regions ran the program's code */
};

#define ADDR_MASK ((1ull << 48) - 1)
#define SIZE_SHIFT 48
#define STORE_BIT (1ull << 55)
#define TID_SHIFT 56
/* SITE_BIT marks a site's marker word (see Attribution). */
#define SITE_BIT RSF_SITE_BIT
#define SITE_MASK (SITE_BIT - 1)
/* SCOPE_TAG marks a marker word as a scope marker (see Context); bit 0 of a
 * scope marker is set when the thread enters the scope. */
#define SCOPE_TAG (1ull << 46)
/* With RS_REPEAT (see Repeats) the thread field of a word counts repeats
 * instead, up to REPEAT_MAX. */
#define REPEAT_MAX RSF_COUNT_MAX
#if SIZE_SHIFT != RSF_SIZE_SHIFT || STORE_BIT != RSF_STORE_BIT || TID_SHIFT != RSF_COUNT_SHIFT
#error "rsfast.h and rsrt.c disagree on the event word"
#endif

struct thr {
	uint64_t idx;   /* index in the event word */
	int64_t ompid;  /* omp_get_thread_num() at the first event, or -1 */
	int64_t depth;  /* > 0 inside the measured scope (starts at 1 when the
	                 * whole program is measured) */
	uint64_t loads, stores, bytes_loaded, bytes_stored, events;
	/* With RS_CONTEXT the five counters above count every access; at_enter
	 * holds them at the thread's latest entry into scope and in_scope their
	 * growth over its earlier stretches in scope (see Context). */
	uint64_t at_enter[5], in_scope[5];
	uint64_t *bb;   /* __rs_nblocks counters */
	uint64_t *edge; /* __rs_nedges counters */
	/* Shadow stack (see Native frames); the top's bounds and shift cached. */
	struct frame *fr;
	uint32_t nfr, over;
	uintptr_t top_lo, top_hi;
	intptr_t top_shift;
};

/* frame is one activation: addresses in [lo, fa + 16) are its own (its
 * locals, below fa, and the return address and saved frame pointer above),
 * reported shifted by shift, the native less the instrumented address of
 * its locals; fashift is that of its frame address, and callee that of the
 * stack pointer below it (fashift plus its instrumented less native size),
 * which the frames it calls start from. */
struct frame {
	uintptr_t fa, lo;
	intptr_t shift, fashift, callee;
};

static __thread struct thr *rs_tls;
static struct thr *rs_threads[MAX_THREADS];
static int rs_nthreads;
static pthread_mutex_t rs_reg_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t rs_once = PTHREAD_ONCE_INIT;

static int rs_all;          /* whole program in scope */
static int rs_stream = 1;   /* stream memory events */
static int rs_emit;         /* rs_stream and the summary not yet written */
static int rs_fd = -1;      /* pipe of the slots handed to the reader */
/* The identity of the stream's descriptors when the runtime started
 * (rs_fds_ours): a program that closes them or dup2s another file over
 * them (daemons redirect every descriptor to /dev/null) would send the
 * events nowhere while the counters go on. */
static struct stat rs_fd_st, rs_credit_st;
static const char *rs_summary;
static volatile int rs_par; /* > 0 while a parallel region may run */
static int rs_repeat;       /* RS_REPEAT given: fold repeats of a line */
static unsigned rs_rshift;  /* log2 of the line size of RS_REPEAT */
static int rs_sites;        /* RS_SITES given: a marker word before every access */
static int rs_context;      /* RS_CONTEXT given: accesses out of scope streamed (see Context) */
static uint64_t *rs_scratch; /* with rs_context, the fast path's block and edge counters out of scope */
static int rs_placed;       /* RS_PADN > 0: the root's frame was placed by an earlier execution */
static int rs_held;         /* with rs_context, a buffer was dropped before the root's first entry */
/* The largest address an event word carries: with RS_SITES bit 47 is the
 * marker's. */
static uint64_t rs_addr_max = ADDR_MASK;
static int rs_fork_scope;   /* in-scope forks currently running */
/* The forking thread and its shadow stack's depth at the latest fork: the
 * team's other threads shift addresses in its frames (shared locals) too. */
static struct thr *rs_fork_master;
static uint32_t rs_fork_nfr;
static int rs_lock;         /* spin lock of the buffer */
static int rs_flags;
static int rs_done;
static struct thr rs_dummy; /* absorbs events when registration fails */
/* libomp's __kmp_invoke_microtask, [rs_mt_lo, rs_mt_hi) (empty without libomp). */
static uintptr_t rs_mt_lo, rs_mt_hi;

/* Shared slots. The events are appended to rs_buf, the next free word at
 * __rs_f.pos. The reader (the measure package) maps a file of $RS_SLOTS
 * slots of BUF_WORDS words, $RS_SHM, which the runtime maps too. A full
 * buffer is copied to the next slot, in turn, and handed to the reader by
 * writing the slot's index and number of words (two uint32) to the pipe
 * $RS_FD; the reader writes a byte to the pipe $RS_CREDIT for every slot it
 * is done with, which the runtime waits for when every slot is with the
 * reader. The words are copied once, and the reader reads them in place,
 * instead of twice through a pipe. (The buffer is not a slot itself: the
 * hooks' word-by-word stores to lines the reader had cached cost more than
 * the copy, whose whole-line stores need not read the lines first.) */
static uint64_t rs_buf[BUF_WORDS];
static uint64_t *rs_slots;      /* the shared slots (NULL: not streaming) */
static uint32_t rs_nslots;
static uint32_t rs_slot;        /* the next slot to fill */
static uint32_t rs_busy;        /* slots with the reader */
static int rs_credit_fd = -1;

struct rs_fast __rs_f = {.pos = rs_buf, .end = rs_buf + BUF_WORDS, .rbase = RSF_NO_LINE};
/* The thread whose counters the fast path keeps: the first one. */
static struct thr *rs_fast_thr;
static int rs_fast_ok; /* the run lets the fast path on: RS_REPEAT or no stream */

static void rs_write_summary(void);
static void rs_find_microtask(void);

/* The stack at start-up sits below the program's argument and environment
 * strings, so its placement across cache sets changes with the environment's
 * size and the program's path. __rs_root pads the environment (RS_PAD) and
 * re-executes the program until the frame pointer of the root of the static
 * trace lies at FRAME_AT modulo STACK_MOD, where statictrace puts it
 * (FrameTop, 0x7ff000000000), which makes every stack address of the
 * measured scope the same modulo STACK_MOD on every machine: the set index of
 * any cache up to STACK_MOD bytes per way. */
#define STACK_MOD ((uintptr_t)1 << 16)
#define FRAME_AT ((uintptr_t)0)
#define PAD_TRIES 4 /* re-executions allowed to place the frame */

static char **rs_argv;  /* main's argv, for re-execution */
static int rs_framed;   /* the root's frame was checked */
static int rs_flushed;  /* events were written: too late to re-execute */

/* rs_reexec executes the program again with RS_PAD set to pad bytes and
 * RS_PADN to tries; it returns only when execve fails. It executes the
 * program's file by the name it was executed by (AT_EXECFN, when absolute),
 * which the kernel copies to the top of the stack: another name, such as
 * /proc/self/exe, of another length would move the stack, and a pad
 * computed by rs_move_stack would miss by the difference. */
static void rs_reexec(char **argv, char **envp, size_t pad, int tries)
{
	size_t n = 0;
	while (envp[n])
		n++;
	char **env = malloc((n + 3) * sizeof *env);
	char *padv = malloc(pad + sizeof "RS_PAD=");
	char padn[32];
	if (!env || !padv)
		return;
	memcpy(padv, "RS_PAD=", 7);
	memset(padv + 7, 'x', pad);
	padv[7 + pad] = 0;
	snprintf(padn, sizeof padn, "RS_PADN=%d", tries);
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		if (strncmp(envp[i], "RS_PAD=", 7) && strncmp(envp[i], "RS_PADN=", 8))
			env[k++] = envp[i];
	env[k++] = padv;
	env[k++] = padn;
	env[k] = 0;
	static const char *const fds[] = {"RS_FD", "RS_SHM", "RS_CREDIT"};
	for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++) {
		const char *fd = getenv(fds[i]);
		if (fd)
			fcntl(atoi(fd), F_SETFD, 0); /* the stream's files survive the exec */
	}
	/* The program may have read input before its root was entered: the
	 * re-executed one reads it again from the start (a regular file; on a
	 * pipe or terminal lseek fails and nothing changes). */
	lseek(0, 0, SEEK_SET);
	const char *self = (const char *)getauxval(AT_EXECFN);
	if (self && self[0] == '/')
		execve(self, argv, env);
	execve("/proc/self/exe", argv, env);
}

/* rs_fixed_layout re-executes the program with address-space randomisation
 * off (as gdb does), so that the heap, the thread stacks and (placed by
 * __rs_root) the main stack, and with them the line-granularity profile and
 * the cache statistics, are the same on every run and every machine. The
 * re-executed program carries RS_PAD and RS_PADN from the start, so that
 * padding them later moves the stack without changing the number of
 * environment pointers. It runs before main (glibc passes argc, argv and
 * envp to constructors) and only under the measure package (RS_FD set),
 * which normally starts the program with the personality already set (and
 * RS_PAD, RS_PADN), so that nothing is to be done; when the personality
 * cannot be changed the program simply runs randomised. */
static __attribute__((constructor)) void rs_fixed_layout(int argc, char **argv, char **envp)
{
	(void)argc;
	if (!getenv("RS_FD"))
		return;
	rs_argv = argv;
	int p = personality(0xffffffff);
	if (p == -1 || (p & ADDR_NO_RANDOMIZE))
		return;
	if (personality((unsigned long)p | ADDR_NO_RANDOMIZE) == -1)
		return;
	rs_reexec(argv, envp, 0, 0);
	personality((unsigned long)p); /* exec failed: run as we are */
}

/* rs_move_stack re-executes the program with the environment padded so that
 * the stack address at lies at want modulo STACK_MOD; it returns when at is
 * there already (unless force: the program must run again, see Context),
 * after PAD_TRIES attempts, or when execve fails. */
static void rs_move_stack(char **argv, char **envp, uintptr_t at, uintptr_t want, int force)
{
	const char *s = getenv("RS_PAD");
	const char *t = getenv("RS_PADN");
	if (!s || !t || !argv)
		return;
	int tries = atoi(t);
	at %= STACK_MOD;
	if ((at == want && !force) || tries >= PAD_TRIES)
		return;
	/* More environment moves the stack down by as many bytes. */
	size_t pad = strlen(s) + (at - want) % STACK_MOD;
	if (pad >= STACK_MOD)
		pad -= STACK_MOD;
	rs_reexec(argv, envp, pad, tries + 1);
}

/* rs_map_slots maps the shared slots ("Shared slots"); when it cannot, the
 * events are lost and the summary says so. */
static void rs_map_slots(void)
{
	const char *shm = getenv("RS_SHM"), *credit = getenv("RS_CREDIT"), *n = getenv("RS_SLOTS");
	int nslots = n ? atoi(n) : 0;
	if (!shm || !credit || nslots < 2 || nslots > MAX_SLOTS) {
		rs_flags |= FLAG_WRITE_FAILED;
		return;
	}
	int fd = atoi(shm);
	fcntl(fd, F_SETFD, FD_CLOEXEC); /* kept open for a re-execution (rs_reexec) */
	void *p = mmap(NULL, (size_t)nslots * BUF_WORDS * sizeof(uint64_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED) {
		rs_flags |= FLAG_WRITE_FAILED;
		return;
	}
	rs_credit_fd = atoi(credit);
	fcntl(rs_credit_fd, F_SETFD, FD_CLOEXEC);
	if (fstat(rs_credit_fd, &rs_credit_st) != 0) {
		rs_flags |= FLAG_WRITE_FAILED;
		return;
	}
	rs_slots = p;
	rs_nslots = (uint32_t)nslots;
}

/* rs_same reports whether descriptor fd is still the file st was taken of. */
static int rs_same(int fd, const struct stat *st)
{
	struct stat now;
	return fstat(fd, &now) == 0 && now.st_dev == st->st_dev && now.st_ino == st->st_ino;
}

/* rs_fds_ours reports whether the stream's descriptors are still the pipes
 * the reader gave; when not, the events are lost from then on and the
 * summary says so (FLAG_FD_REPLACED). */
static int rs_fds_ours(void)
{
	if (rs_same(rs_fd, &rs_fd_st) && (!rs_slots || rs_same(rs_credit_fd, &rs_credit_st)))
		return 1;
	rs_flags |= FLAG_FD_REPLACED;
	rs_slots = NULL;
	return 0;
}

/* rs_send copies the n words of the buffer to the next slot and hands it
 * to the reader, first waiting for the reader to give one back when it has
 * them all. On an error the events are lost from then on
 * (FLAG_WRITE_FAILED). */
static void rs_send(uint32_t n)
{
	if (!rs_fds_ours())
		return;
	while (rs_busy == rs_nslots) {
		char c[64]; /* one byte per slot given back */
		ssize_t r = read(rs_credit_fd, c, sizeof c);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			goto fail;
		rs_busy -= (uint32_t)r < rs_busy ? (uint32_t)r : rs_busy;
	}
	memcpy(rs_slots + (size_t)rs_slot * BUF_WORDS, rs_buf, (size_t)n * sizeof rs_buf[0]);
	uint32_t msg[2] = {rs_slot, n};
	const char *p = (const char *)msg;
	size_t left = sizeof msg;
	while (left > 0) {
		ssize_t w = write(rs_fd, p, left);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			goto fail;
		}
		p += w;
		left -= (size_t)w;
	}
	rs_busy++;
	rs_slot = (rs_slot + 1) % rs_nslots;
	return;
fail:
	rs_flags |= FLAG_WRITE_FAILED;
	rs_slots = NULL;
}

/* rs_zalloc returns n zeroed bytes mapped for the runtime alone, NULL when
 * the mapping fails. The runtime's memory stays off the program's heap: a
 * malloc here would move every block the program allocates by a size that
 * depends on the instrumentation (the counters of all blocks and edges),
 * where statictrace places them as the native run's malloc does. */
static void *rs_zalloc(size_t n)
{
	void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	return p == MAP_FAILED ? NULL : p;
}

static void rs_global_init(void)
{
	const char *s = getenv("RS_FD");
	rs_fd = s ? atoi(s) : -1;
	if (rs_fd >= 0 && fstat(rs_fd, &rs_fd_st) != 0)
		rs_fd = -1;
	s = getenv("RS_ALL");
	rs_all = s && s[0] == '1';
	s = getenv("RS_STREAM");
	rs_stream = !(s && s[0] == '0') && rs_fd >= 0;
	rs_summary = getenv("RS_SUMMARY");
	rs_emit = rs_stream;
	s = getenv("RS_REPEAT");
	int k = s ? atoi(s) : 0;
	if (k > 0 && k < 16) {
		rs_repeat = 1;
		rs_rshift = (unsigned)k;
	}
	s = getenv("RS_SITES");
	if (s && s[0] == '1' && !rs_repeat) {
		rs_sites = 1;
		rs_addr_max = SITE_MASK;
	}
	s = getenv("RS_CONTEXT");
	if (s && s[0] == '1' && rs_stream && !rs_all) {
		rs_context = 1;
		rs_addr_max = SITE_MASK;
		rs_scratch = rs_zalloc(((size_t)__rs_nblocks + __rs_nedges + 1) * sizeof *rs_scratch);
		if (!rs_scratch) {
			fprintf(stderr, "reusescope runtime: out of memory\n");
			abort();
		}
	}
	s = getenv("RS_PADN");
	rs_placed = s && atoi(s) > 0;
	if (omp_get_thread_num)
		rs_find_microtask();
	rs_fast_ok = rs_repeat || !rs_stream || rs_sites;
	if (rs_fd >= 0)
		fcntl(rs_fd, F_SETFD, FD_CLOEXEC); /* programs the program execs must not hold it */
	if (rs_stream)
		rs_map_slots();
	atexit(rs_write_summary);
}

/* Fast path. The hooks called for every block and access, __rs_bb, __rs_ld
 * and __rs_st, are defined in rsfast.h, compiled to IR and inlined into
 * the instrumented module: a call per access from -O0 code costs more than
 * the work of the hook. Their fast path keeps the state of __rs_f, global
 * (no thread-local lookup), and is on only while the run is sequential: the
 * first thread is the only one, in scope (or out of scope with
 * RS_CONTEXT, its blocks then counted in rs_scratch), outside parallel
 * regions, the stream folded (RS_REPEAT), with site markers (RS_SITES, the
 * hooks then built not to fold) or off, the summary not yet written.
 * rs_fast_update switches it on (copying the thread's block counters and top
 * frame) or off (hi = 0 and bb = NULL send every hook to the slow functions
 * below, which handle everything) whenever one of those conditions may
 * change. Its counters, accesses and bytes packed in one word per kind, are
 * added to the first thread's by rs_fast_drain at every flush of the buffer
 * by that thread (at most BUF_WORDS * (REPEAT_MAX + 1) accesses of at most
 * MAX_EVENT bytes come between two such flushes while the fast path is on,
 * fewer than 2^32 of each) and at exit. */
static void rs_fast_update(void)
{
	const struct thr *t = rs_fast_thr;
	if (t && rs_fast_ok && rs_nthreads == 1 && (t->depth > 0 || rs_context) && !rs_par && !rs_done) {
		__rs_f.lo = t->top_lo;
		__rs_f.hi = t->top_hi; /* 0 (no frame) leaves the accesses slow */
		__rs_f.shift = t->top_shift;
		if (t->depth > 0) {
			__rs_f.bb = t->bb;
			__rs_f.edge1 = t->edge - 1;
		} else {
			__rs_f.bb = rs_scratch;
			__rs_f.edge1 = rs_scratch + __rs_nblocks; /* edges from -1, as t->edge - 1 */
		}
	} else {
		__rs_f.hi = 0;
		__rs_f.bb = NULL;
	}
}

/* rs_fast_drain adds the fast path's counters to the first thread's. */
static void rs_fast_drain(void)
{
	struct thr *t = rs_fast_thr;
	uint64_t ld = __rs_f.ld, st = __rs_f.st;
	__rs_f.ld = __rs_f.st = 0;
	if (!t)
		return;
	t->loads += ld >> RSF_COUNT_BITS;
	t->bytes_loaded += ld & RSF_BYTES_MASK;
	t->stores += st >> RSF_COUNT_BITS;
	t->bytes_stored += st & RSF_BYTES_MASK;
	if (rs_stream) /* every fast access is one event */
		t->events += (ld >> RSF_COUNT_BITS) + (st >> RSF_COUNT_BITS);
}

static __attribute__((noinline, cold)) struct thr *rs_thr_init(void)
{
	pthread_once(&rs_once, rs_global_init);
	struct thr *t = rs_zalloc(sizeof *t);
	size_t nc = ((size_t)__rs_nblocks + __rs_nedges + 1) * sizeof(uint64_t);
	uint64_t *c = rs_zalloc(nc);
	if (!t || !c) {
		fprintf(stderr, "reusescope runtime: out of memory\n");
		abort();
	}
	t->bb = c;
	t->edge = c + __rs_nblocks + 1; /* c[__rs_nblocks] counts NO_EDGE (rsfast.h) */
	t->fr = rs_zalloc(MAX_FRAMES * sizeof *t->fr);
	t->ompid = omp_get_thread_num ? omp_get_thread_num() : -1;
	t->depth = rs_all;
	pthread_mutex_lock(&rs_reg_mu);
	if (rs_nthreads > 0 && !rs_par && !rs_done)
		/* Not the first thread, and no OpenMP region runs: a thread the
		 * program started otherwise (pthread_create reached through
		 * dlsym, a library's thread calling back), whose events would
		 * interleave with the first thread's as if one ran them. */
		__atomic_or_fetch(&rs_flags, FLAG_FOREIGN_THREAD, __ATOMIC_RELAXED);
	if (rs_nthreads >= MAX_THREADS) {
		__atomic_or_fetch(&rs_flags, FLAG_TOO_MANY_THREADS, __ATOMIC_RELAXED);
		pthread_mutex_unlock(&rs_reg_mu);
		munmap(c, nc);
		munmap(t, sizeof *t);
		rs_dummy.bb = rs_dummy.edge = NULL;
		rs_dummy.depth = OUT_OF_SCOPE;
		rs_tls = &rs_dummy;
		return &rs_dummy;
	}
	t->idx = (uint64_t)rs_nthreads;
	rs_threads[rs_nthreads++] = t;
	if (t->idx == 0)
		rs_fast_thr = t;
	rs_fast_update();
	pthread_mutex_unlock(&rs_reg_mu);
	rs_tls = t;
	return t;
}

static inline struct thr *rs_get(void)
{
	struct thr *t = rs_tls;
	if (__builtin_expect(t == NULL, 0))
		t = rs_thr_init();
	return t;
}

static inline int rs_in_scope(const struct thr *t)
{
	return t->depth > 0;
}

/* rs_streamed reports whether t's accesses are streamed: in scope, or any
 * of a registered thread with RS_CONTEXT. */
static inline int rs_streamed(const struct thr *t)
{
	return t->depth > 0 || (rs_context && t != &rs_dummy);
}

/* rs_flush hands the buffer to the reader (when streaming; else the fast
 * path's words are dropped) and starts an empty one. The previous word can
 * no longer count repeats, so the next access is a word of its own. */
static void rs_flush(void)
{
	if (rs_tls == rs_fast_thr) /* no other thread updates its counters */
		rs_fast_drain();
	uint32_t n = (uint32_t)(__rs_f.pos - rs_buf);
	if (rs_slots && n > 0) {
		if (rs_context && !rs_placed && !rs_framed) {
			rs_held = 1; /* dropped: see Context */
		} else {
			rs_flushed = 1;
			rs_send(n);
		}
	}
	__rs_f.pos = rs_buf;
	__rs_f.rbase = RSF_NO_LINE;
}

static inline void rs_lock_acquire(void)
{
	int spins = 0;
	while (__atomic_exchange_n(&rs_lock, 1, __ATOMIC_ACQUIRE)) {
		while (__atomic_load_n(&rs_lock, __ATOMIC_RELAXED)) {
			if (++spins >= SPINS_BEFORE_YIELD) {
				sched_yield();
				spins = 0;
			} else {
				__builtin_ia32_pause();
			}
		}
	}
}

static inline void rs_lock_release(void)
{
	__atomic_store_n(&rs_lock, 0, __ATOMIC_RELEASE);
}

static __attribute__((noinline)) void rs_put_locked(uint64_t w)
{
	rs_lock_acquire();
	*__rs_f.pos++ = w;
	if (__rs_f.pos == __rs_f.end)
		rs_flush();
	rs_lock_release();
}

static __attribute__((noinline, cold)) void rs_flush_full(void)
{
	rs_flush();
}

/* __rs_flush_fast is rs_flush for the fast path, which found the buffer full. */
void __rs_flush_fast(void)
{
	rs_flush();
}

static inline __attribute__((always_inline)) void rs_put(uint64_t w)
{
	if (__builtin_expect(rs_par != 0, 0)) {
		rs_put_locked(w);
		return;
	}
	*__rs_f.pos++ = w;
	if (__builtin_expect(__rs_f.pos == __rs_f.end, 0))
		rs_flush_full();
}

static inline uint64_t rs_word(const struct thr *t, uintptr_t a, uint64_t size, uint64_t store)
{
	if (__builtin_expect((uint64_t)a > rs_addr_max, 0))
		rs_flags |= FLAG_ADDR_HIGH;
	return ((uint64_t)a & ADDR_MASK) | ((size - 1) << SIZE_SHIFT) | store | (t->idx << TID_SHIFT);
}

/* Repeats. When the measure package sets RS_REPEAT=k (a sequential program
 * whose analyses all work on lines of 2^k bytes), an access that lies
 * within the last line of the previous event (the 2^k bytes from
 * __rs_f.rbase) is not streamed as a word of its own: the previous word,
 * still in the buffer, counts it in its thread field (the thread is always
 * 0). Once that count is full (rbase is then RSF_NO_LINE), or the word has
 * been handed to the reader, the access is a word of its own again. Such an
 * access is a reuse at distance 0 and a hit on the most recently used line
 * of every cache, which changes no state, so the analyses need only the
 * count. At -O0 four accesses in ten are of this kind (the loop counters and
 * scalars of a frame share a line); folding them spares the stream and the
 * analyses. */

/* rs_event_slow handles what the fast path of rs_event does not: streaming
 * off or finished, empty accesses, and accesses longer than MAX_EVENT, which
 * are split at PIECE boundaries. */
static __attribute__((noinline)) void rs_event_slow(struct thr *t, uintptr_t a, uint64_t size, uint64_t store)
{
	if (!rs_emit) {
		if (rs_done && rs_stream)
			rs_flags |= FLAG_LATE_EVENTS;
		return;
	}
	__rs_f.rbase = RSF_NO_LINE;
	while (size > 0) {
		uint64_t n = PIECE - (a % PIECE);
		if (n > size)
			n = size;
		t->events++;
		rs_put(rs_word(t, a, n, store));
		a += n;
		size -= n;
	}
}

/* rs_event streams one access (the fast path's rs_fast_access does the
 * same). Every slow case is a tail call, so that the hooks that inline it
 * need no register saves on their fast path. */
static inline __attribute__((always_inline)) void rs_event(struct thr *t, uintptr_t a, uint64_t size, uint64_t store)
{
	if (__builtin_expect(!rs_emit || size - 1 >= MAX_EVENT, 0)) {
		rs_event_slow(t, a, size, store);
		return;
	}
	t->events++;
	if (rs_repeat) {
		uint64_t line = 1ull << rs_rshift;
		if (size <= line && a - __rs_f.rbase <= line - size) {
			uint64_t *prev = __rs_f.pos - 1;
			*prev += 1ull << TID_SHIFT;
			if (*prev >= REPEAT_MAX << TID_SHIFT)
				__rs_f.rbase = RSF_NO_LINE; /* full: no more repeats */
			return;
		}
		__rs_f.rbase = (a + size - 1) & -line;
	}
	rs_put(rs_word(t, a, size, store));
}

/* rs_find shifts a, an address at or above the lo of fr[n-1], by the shift
 * of the frame among fr[0..n) it belongs to (unchanged if none). */
static uintptr_t rs_find(const struct frame *fr, uint32_t n, uintptr_t a)
{
	for (uint32_t k = n; k-- > 0;)
		if (a < fr[k].fa + 16)
			return a + (uintptr_t)fr[k].shift;
	return a;
}

/* rs_xlat returns the address the native program would access instead of a
 * (see Native frames): a stack address of one of the thread's activations, or
 * of the forking thread's (shared locals of an OpenMP region), shifted by
 * that activation's shift; any other address unchanged. */
static __attribute__((noinline)) uintptr_t rs_xlat_slow(const struct thr *t, uintptr_t a)
{
	if (t->nfr > 1 && a >= t->top_hi && a < t->fr[0].fa + 16)
		return rs_find(t->fr, t->nfr - 1, a);
	const struct thr *m = rs_fork_master;
	if (m && m != t && rs_par && rs_fork_nfr > 0 && a >= m->fr[rs_fork_nfr - 1].lo)
		return rs_find(m->fr, rs_fork_nfr, a);
	return a;
}

static inline __attribute__((always_inline)) uintptr_t rs_xlat(const struct thr *t, uintptr_t a)
{
	if (__builtin_expect(a >= t->top_lo && a < t->top_hi, 1))
		return a + (uintptr_t)t->top_shift;
	return rs_xlat_slow(t, a);
}

/* rs_top caches the top frame's bounds and shift. */
static void rs_top(struct thr *t)
{
	if (t->nfr == 0) {
		t->top_lo = 1, t->top_hi = 0, t->top_shift = 0; /* an empty range */
	} else {
		const struct frame *f = &t->fr[t->nfr - 1];
		t->top_lo = f->lo, t->top_hi = f->fa + 16, t->top_shift = f->shift;
	}
	if (t == rs_fast_thr)
		rs_fast_update();
}

/* rs_find_microtask finds libomp's __kmp_invoke_microtask (dlsym and
 * dladdr1, which allocate nothing when they succeed: the program's heap
 * stays as the native run has it). */
static void rs_find_microtask(void)
{
	void *p = dlsym(RTLD_DEFAULT, "__kmp_invoke_microtask");
	Dl_info di;
	const ElfW(Sym) *sym = NULL;
	if (!p || !dladdr1(p, &di, (void **)&sym, RTLD_DL_SYMENT) || !sym)
		return;
	rs_mt_lo = (uintptr_t)p;
	rs_mt_hi = rs_mt_lo + sym->st_size;
}

/* rs_microtask_shift returns the shift of the activation with frame address
 * fa of function fid when libomp's __kmp_invoke_microtask called it (an
 * outlined function run by the thread that forked), given the shift that
 * the stack pointer of the caller below has (its caller's shift plus delta);
 * it returns that shift otherwise. __kmp_invoke_microtask (z_Linux_asm.S)
 * saves three registers below its frame pointer, then aligns the stack
 * pointer so that it lies at 0 modulo MICROTASK_ALIGN after it pushed the
 * arguments passed on the stack, and calls: the outlined function's frame
 * moves with the stack above it only in steps of MICROTASK_ALIGN, not by
 * the shift itself (which, in Options.Sites runs, differs from that of a
 * run without them by the frame size of the instrumented callers). The
 * frame of __kmp_invoke_microtask and those above it, libomp's, are the
 * same in both builds: its native frame pointer is the instrumented one
 * plus shift. */
static intptr_t rs_microtask_shift(uintptr_t fa, uint32_t fid, intptr_t shift)
{
	const uintptr_t *link = (const uintptr_t *)fa; /* saved frame pointer, return address */
	if (link[1] < rs_mt_lo || link[1] >= rs_mt_hi || (int)fid >= __rs_nfuncs)
		return shift;
	uintptr_t below = link[0] - MICROTASK_SAVED - 8 * (uintptr_t)__rs_fstackargs[fid];
	uintptr_t mask = ~(uintptr_t)(MICROTASK_ALIGN - 1);
	if ((below & mask) != fa + CALL_LINK)
		return shift; /* not the libomp this models */
	return (intptr_t)(((below + (uintptr_t)shift) & mask) - (below & mask));
}

/* __rs_enter pushes an activation of function fid with frame address fp:
 * the shift of its frame address is that of its caller's stack pointer (the
 * frames between them, of uninstrumented code such as libomp's, are the same
 * in both builds, but for __kmp_invoke_microtask's alignment:
 * rs_microtask_shift), its locals' that plus __rs_flocal; the first
 * activation of a thread has shift 0. Frames at or below fp are stale (left
 * by longjmp or an exception) and popped first. */
void __rs_enter(void *fp, uint32_t fid)
{
	struct thr *t = rs_get();
	uintptr_t fa = (uintptr_t)fp;
	if (!t->fr)
		return;
	if (t->over == 0)
		while (t->nfr > 0 && t->fr[t->nfr - 1].fa <= fa)
			t->nfr--;
	if (t->nfr == MAX_FRAMES) {
		t->over++;
		return;
	}
	intptr_t shift = 0;
	if (t->nfr > 0)
		shift = rs_microtask_shift(fa, fid, t->fr[t->nfr - 1].callee);
	long isize = 0, delta = 0, local = 0;
	if ((int)fid < __rs_nfuncs)
		isize = __rs_fisize[fid], delta = __rs_fdelta[fid], local = __rs_flocal[fid];
	struct frame *f = &t->fr[t->nfr++];
	f->fa = fa;
	f->lo = fa - (uintptr_t)(isize > 0 ? isize + FRAME_SLACK : UNKNOWN_FRAME);
	f->shift = shift + local;
	f->fashift = shift;
	f->callee = shift + delta;
	rs_top(t);
}

/* __rs_leave pops the activation with frame address fp (and stale ones). */
void __rs_leave(void *fp)
{
	struct thr *t = rs_get();
	if (t->over > 0) {
		t->over--;
		return;
	}
	while (t->nfr > 0 && t->fr[t->nfr - 1].fa <= (uintptr_t)fp)
		t->nfr--;
	rs_top(t);
}

/* __rs_unwound is called by a landing pad of the activation with frame
 * address fp: the frames an exception unwound on its way here are stale. */
void __rs_unwound(void *fp)
{
	struct thr *t = rs_get();
	if (t->over > 0)
		return;
	while (t->nfr > 0 && t->fr[t->nfr - 1].fa < (uintptr_t)fp)
		t->nfr--;
	rs_top(t);
}

/* The slow hooks: __rs_bb, __rs_ld and __rs_st (rsfast.h) call them when
 * their fast path is off or does not apply. */

static __attribute__((noinline, cold)) void rs_bb_first(uint32_t b, uint32_t e)
{
	rs_thr_init();
	__rs_bb_slow(b, e);
}

void __rs_bb_slow(uint32_t b, uint32_t e)
{
	struct thr *t = rs_tls;
	if (__builtin_expect(t == NULL, 0)) {
		rs_bb_first(b, e);
		return;
	}
	if (!rs_in_scope(t))
		return;
	t->bb[b]++;
	if (e != NO_EDGE)
		t->edge[e]++;
}

/* rs_access_far streams an access whose address is not in the top frame:
 * another stack address (rs_xlat_slow) or, in a parallel region, any. */
static __attribute__((noinline)) void rs_access_far(struct thr *t, uintptr_t a, uint64_t size, uint64_t store)
{
	rs_event(t, rs_xlat_slow(t, a), size, store);
}

static void rs_access_first(uintptr_t a, uint64_t size, uint64_t store);

/* rs_access counts and streams a load or a store (store = STORE_BIT). Its
 * slow cases are tail calls (see rs_event). */
static inline __attribute__((always_inline)) void rs_access(uintptr_t a, uint64_t size, uint64_t store)
{
	struct thr *t = rs_tls;
	if (__builtin_expect(t == NULL, 0)) {
		rs_access_first(a, size, store);
		return;
	}
	if (!rs_streamed(t))
		return;
	if (store) {
		t->stores++;
		t->bytes_stored += size;
	} else {
		t->loads++;
		t->bytes_loaded += size;
	}
	if (__builtin_expect(a >= t->top_lo && a < t->top_hi, 1)) {
		a += (uintptr_t)t->top_shift;
	} else if (a >= t->top_lo || rs_par) {
		rs_access_far(t, a, size, store);
		return;
	}
	rs_event(t, a, size, store);
}

static __attribute__((noinline, cold)) void rs_access_first(uintptr_t a, uint64_t size, uint64_t store)
{
	rs_thr_init();
	rs_access(a, size, store);
}

void __rs_ld_slow(void *p, uint32_t size)
{
	rs_access((uintptr_t)p, size, 0);
}

void __rs_st_slow(void *p, uint32_t size)
{
	rs_access((uintptr_t)p, size, STORE_BIT);
}

/* __rs_rmw records an atomic read-modify-write as a load and a store. */
void __rs_rmw(void *p, uint32_t size)
{
	__rs_ld_slow(p, size);
	__rs_st_slow(p, size);
}

/* Attribution. With RS_SITES (measure.Options.Sites) every instrumented
 * access instruction is a site, numbered by the measure package, and the
 * stream carries before the words of each of its executions a marker word:
 * SITE_BIT | id with the thread's index in the thread field. The markers
 * are streamed only for accesses counted (in scope), so that the reader,
 * which credits every access word to the latest marker of its thread, finds
 * per site the counts of the whole run. In a parallel region a marker and
 * its access take the lock separately; the thread field pairs them. */

/* rs_marker streams the marker of site id for t, which is in scope. */
static inline void rs_marker(struct thr *t, uint32_t id)
{
	if (__builtin_expect(!rs_emit, 0))
		return;
	rs_put(SITE_BIT | (uint64_t)id | t->idx << TID_SHIFT);
}

/* __rs_site_slow streams the marker of site id (rsfast.h's __rs_site) when
 * the fast path is off. */
void __rs_site_slow(uint32_t id)
{
	struct thr *t = rs_get();
	if (rs_in_scope(t))
		rs_marker(t, id);
}

/* rs_memcpy records memcpy/memmove as one load of n bytes and one store of
 * n bytes; the streamed pieces alternate source and destination. With
 * site >= 0 the marker of that site precedes them. */
static void rs_memcpy(void *dst, void *src, uint64_t n, int64_t site)
{
	struct thr *t = rs_get();
	if (!rs_streamed(t) || n == 0)
		return;
	if (site >= 0 && rs_in_scope(t))
		rs_marker(t, (uint32_t)site);
	t->loads++;
	t->bytes_loaded += n;
	t->stores++;
	t->bytes_stored += n;
	uintptr_t s = rs_xlat(t, (uintptr_t)src), d = rs_xlat(t, (uintptr_t)dst);
	uint64_t done = 0;
	while (done < n) {
		uint64_t k = PIECE - (s % PIECE);
		if (k > n - done)
			k = n - done;
		rs_event(t, s, k, 0);
		rs_event(t, d, k, STORE_BIT);
		s += k;
		d += k;
		done += k;
	}
}

/* rs_memset records memset as one store of n bytes, after the marker of
 * site when site >= 0. */
static void rs_memset(void *dst, uint64_t n, int64_t site)
{
	struct thr *t = rs_get();
	if (!rs_streamed(t) || n == 0)
		return;
	if (site >= 0 && rs_in_scope(t))
		rs_marker(t, (uint32_t)site);
	t->stores++;
	t->bytes_stored += n;
	rs_event(t, rs_xlat(t, (uintptr_t)dst), n, STORE_BIT);
}

void __rs_memcpy(void *dst, void *src, uint64_t n)
{
	rs_memcpy(dst, src, n, -1);
}

void __rs_memset(void *dst, uint64_t n)
{
	rs_memset(dst, n, -1);
}

/* __rs_memcpy_site and __rs_memset_site are __rs_memcpy and __rs_memset
 * of site id: an empty one is not counted and has no marker. */
void __rs_memcpy_site(void *dst, void *src, uint64_t n, uint32_t id)
{
	rs_memcpy(dst, src, n, id);
}

void __rs_memset_site(void *dst, uint64_t n, uint32_t id)
{
	rs_memset(dst, n, id);
}

/* __rs_root is called at entry of the root of the static trace (the --func
 * function alone; main for the whole program and for a function in the
 * program's context, whose static walk is main's) with its frame address. At the first call, before any
 * event in scope, the program is re-executed once more if that frame is not
 * where statictrace assumes the root's frame to be (modulo STACK_MOD), so
 * that the measured stack lines fall in the sets the static model puts them
 * in. */
void __rs_root(void *fp)
{
	if (!__atomic_exchange_n(&rs_framed, 1, __ATOMIC_SEQ_CST) && !rs_flushed) {
		extern char **environ;
		struct thr *t = rs_get();
		uintptr_t at = (uintptr_t)fp;
		if (t->nfr > 0 && t->over == 0 && t->fr[t->nfr - 1].fa == at)
			at += (uintptr_t)t->fr[t->nfr - 1].fashift; /* the native frame pointer */
		rs_move_stack(rs_argv, environ, at, FRAME_AT, rs_held);
		if (rs_held)
			rs_flags |= FLAG_CONTEXT_LOST; /* not re-executed */
	}
}

/* Context. With RS_CONTEXT (measure.Options.Context, given only with a
 * --func function) every access of every thread is streamed, in scope or
 * not, so that the reader's caches and reuse engines see the state the
 * program leaves before each call of the function; the reader counts only
 * the accesses in scope. A thread's scope changes only here, in the
 * functions below, and rs_scope_changed then streams a scope marker:
 * SITE_BIT | SCOPE_TAG, bit 0 set when the thread enters the scope, the
 * thread's index in the thread field. Threads start out of scope. The next
 * access is a word of its own (rbase reset), so that a folded repeat
 * belongs to the scope of its word. Site markers (RS_SITES) are streamed in
 * scope by the slow paths and, from the fast path, out of scope too: the
 * reader drops those of a thread out of scope.
 *
 * The counters of a thread (loads, stores, bytes, events) count every
 * access, the fast path's drained at each change of scope, and the summary
 * holds their growth while in scope (at_enter, in_scope). Blocks and edges
 * are counted in scope only, as without RS_CONTEXT: the fast path on out of
 * scope counts them in rs_scratch, which nothing reads.
 *
 * The accesses before the root's first entry set the state too, but the
 * first execution may re-execute the program to place the root's frame
 * (__rs_root), and the reader must not see them twice. So the first
 * execution (RS_PADN 0) hands no buffer over before that entry: a full one
 * is dropped (rs_held) and __rs_root then re-executes the program, the
 * frame in place or not; the re-executed one (RS_PADN > 0) hands its
 * buffers over from the start. When it cannot re-execute, the summary says
 * the context was lost (FLAG_CONTEXT_LOST). */

/* rs_counters copies t's access counters to c. */
static void rs_counters(const struct thr *t, uint64_t c[5])
{
	c[0] = t->loads, c[1] = t->stores, c[2] = t->bytes_loaded, c[3] = t->bytes_stored, c[4] = t->events;
}

/* rs_scope_changed is called by the calling thread t after a change of its
 * depth; was is whether it was in scope before. With RS_CONTEXT, when the
 * scope changed, it closes or opens a stretch of the counters and streams a
 * scope marker. */
static void rs_scope_changed(struct thr *t, int was)
{
	int in = rs_in_scope(t);
	if (!rs_context || in == was || t == &rs_dummy)
		return;
	if (t == rs_fast_thr)
		rs_fast_drain();
	uint64_t c[5];
	rs_counters(t, c);
	if (in) {
		memcpy(t->at_enter, c, sizeof c);
	} else {
		for (int i = 0; i < 5; i++)
			t->in_scope[i] += c[i] - t->at_enter[i];
	}
	if (rs_emit) {
		__rs_f.rbase = RSF_NO_LINE;
		rs_put(SITE_BIT | SCOPE_TAG | (uint64_t)in | t->idx << TID_SHIFT);
	}
}

/* rs_scoped returns t's counters as the summary reports them: with
 * RS_CONTEXT their growth while in scope, else as they are. */
static void rs_scoped(const struct thr *t, uint64_t c[5])
{
	rs_counters(t, c);
	if (!rs_context)
		return;
	for (int i = 0; i < 5; i++)
		c[i] = t->in_scope[i] + (rs_in_scope(t) ? c[i] - t->at_enter[i] : 0);
}

void __rs_fenter(void)
{
	struct thr *t = rs_get();
	int was = rs_in_scope(t);
	t->depth++;
	rs_scope_changed(t, was);
	rs_fast_update();
}

void __rs_fleave(void)
{
	struct thr *t = rs_get();
	int was = rs_in_scope(t);
	t->depth--;
	rs_scope_changed(t, was);
	rs_fast_update();
}

/* __rs_fork_begin is called before __kmpc_fork_call; it returns 1 when the
 * forking thread is in scope, which puts the outlined function in scope on
 * every thread of the team. */
int32_t __rs_fork_begin(void)
{
	struct thr *t = rs_get();
	int32_t in = t->depth > 0;
	rs_fork_master = t;
	rs_fork_nfr = t->nfr;
	if (in)
		__atomic_add_fetch(&rs_fork_scope, 1, __ATOMIC_SEQ_CST);
	__atomic_add_fetch(&rs_par, 1, __ATOMIC_SEQ_CST);
	rs_fast_update();
	return in;
}

void __rs_fork_end(int32_t tok)
{
	__atomic_sub_fetch(&rs_par, 1, __ATOMIC_SEQ_CST);
	if (tok)
		__atomic_sub_fetch(&rs_fork_scope, 1, __ATOMIC_SEQ_CST);
	rs_fast_update();
}

int32_t __rs_oenter(void)
{
	struct thr *t = rs_get();
	int was = rs_in_scope(t);
	int32_t tok = t->depth == 0 && __atomic_load_n(&rs_fork_scope, __ATOMIC_SEQ_CST) > 0;
	t->depth += tok;
	rs_scope_changed(t, was);
	if (t == rs_fast_thr)
		rs_fast_update();
	return tok;
}

void __rs_oleave(int32_t tok)
{
	struct thr *t = rs_get();
	int was = rs_in_scope(t);
	t->depth -= tok;
	rs_scope_changed(t, was);
	if (t == rs_fast_thr)
		rs_fast_update();
}

static void rs_put64(FILE *f, uint64_t v)
{
	fwrite(&v, sizeof v, 1, f);
}

/* rs_write_summary flushes the event buffer and writes the counters:
 * little-endian uint64 words "RSSUMM01", flags, nthreads, nblocks, nedges,
 * then per thread idx, ompid, loads, stores, bytes_loaded, bytes_stored,
 * events, bb[nblocks], edge[nedges]. */
static void rs_write_summary(void)
{
	if (rs_par)
		rs_lock_acquire();
	rs_done = 1;
	rs_fast_update(); /* off: later events take the slow path */
	rs_fast_drain();
	rs_flush();
	rs_emit = 0;
	if (rs_par)
		rs_lock_release();
	if (rs_fd >= 0 && (rs_stream ? rs_fds_ours() : rs_same(rs_fd, &rs_fd_st)))
		close(rs_fd); /* not a descriptor the program put in its place */
	if (!rs_summary)
		return;
	FILE *f = fopen(rs_summary, "wb");
	if (!f) {
		fprintf(stderr, "reusescope runtime: cannot write %s\n", rs_summary);
		return;
	}
	pthread_mutex_lock(&rs_reg_mu);
	fwrite("RSSUMM01", 8, 1, f);
	rs_put64(f, (uint64_t)rs_flags);
	rs_put64(f, (uint64_t)rs_nthreads);
	rs_put64(f, __rs_nblocks);
	rs_put64(f, __rs_nedges);
	for (int i = 0; i < rs_nthreads; i++) {
		struct thr *t = rs_threads[i];
		uint64_t c[5];
		rs_scoped(t, c);
		rs_put64(f, t->idx);
		rs_put64(f, (uint64_t)t->ompid);
		for (int k = 0; k < 5; k++) /* loads, stores, bytes_loaded, bytes_stored, events */
			rs_put64(f, c[k]);
		fwrite(t->bb, sizeof(uint64_t), __rs_nblocks, f);
		fwrite(t->edge, sizeof(uint64_t), __rs_nedges, f);
	}
	pthread_mutex_unlock(&rs_reg_mu);
	if (fclose(f) != 0)
		fprintf(stderr, "reusescope runtime: cannot write %s\n", rs_summary);
}
