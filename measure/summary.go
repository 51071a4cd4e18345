package measure

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strings"
)

// summaryMagic opens the summary file the runtime writes at exit.
const summaryMagic = "RSSUMM01"

// Runtime flags (FLAG_* in runtime/rsrt.c).
const (
	flagAddrHigh       = 1
	flagTooManyThreads = 2
	flagWriteFailed    = 4
	flagLateEvents     = 8 // events after the exit handler: dropped, not an error
	flagContextLost    = 16
	flagFDReplaced     = 32
	flagForeignThread  = 64
)

// threadSummary is one thread's counters.
type threadSummary struct {
	idx, ompid                              int64
	loads, stores, bytesLoaded, bytesStored uint64
	events                                  uint64
	bb, edge                                []uint64
}

// summary is the content of the summary file.
type summary struct {
	flags   uint64
	threads []threadSummary
}

// readSummary reads the runtime's summary file and checks it against p.
func readSummary(path string, p *plan) (*summary, error) {
	f, err := os.Open(path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, fmt.Errorf("the program wrote no summary (did it end with _exit, exec or a signal handler?)")
		}
		return nil, fmt.Errorf("read summary: %w", err)
	}
	defer f.Close()
	s, err := parseSummary(bufio.NewReader(f), p)
	if err != nil {
		return nil, fmt.Errorf("read summary: %w", err)
	}
	if err := s.checkFlags(); err != nil {
		return nil, err
	}
	return s, nil
}

// parseSummary decodes a summary for plan p.
func parseSummary(r io.Reader, p *plan) (*summary, error) {
	magic := make([]byte, len(summaryMagic))
	if _, err := io.ReadFull(r, magic); err != nil {
		return nil, err
	}
	if string(magic) != summaryMagic {
		return nil, fmt.Errorf("bad magic %q", magic)
	}
	var hdr [4]uint64 // flags, nthreads, nblocks, nedges
	if err := binary.Read(r, binary.LittleEndian, &hdr); err != nil {
		return nil, err
	}
	if hdr[2] != uint64(p.nblocks) || hdr[3] != uint64(p.nedges) {
		return nil, fmt.Errorf("summary has %d blocks and %d edges, the module %d and %d", hdr[2], hdr[3], p.nblocks, p.nedges)
	}
	if hdr[1] > maxThreads {
		return nil, fmt.Errorf("summary claims %d threads", hdr[1])
	}
	s := &summary{flags: hdr[0]}
	for range hdr[1] {
		var th [7]uint64
		if err := binary.Read(r, binary.LittleEndian, &th); err != nil {
			return nil, err
		}
		t := threadSummary{
			idx: int64(th[0]), ompid: int64(th[1]),
			loads: th[2], stores: th[3], bytesLoaded: th[4], bytesStored: th[5], events: th[6],
			bb: make([]uint64, p.nblocks), edge: make([]uint64, p.nedges),
		}
		if err := binary.Read(r, binary.LittleEndian, t.bb); err != nil {
			return nil, err
		}
		if err := binary.Read(r, binary.LittleEndian, t.edge); err != nil {
			return nil, err
		}
		s.threads = append(s.threads, t)
	}
	return s, nil
}

// checkFlags turns the runtime's error flags into an error.
func (s *summary) checkFlags() error {
	var msgs []string
	if s.flags&flagAddrHigh != 0 {
		msgs = append(msgs, "an address did not fit in 48 bits")
	}
	if s.flags&flagTooManyThreads != 0 {
		msgs = append(msgs, fmt.Sprintf("more than %d threads", maxThreads))
	}
	if s.flags&flagWriteFailed != 0 {
		msgs = append(msgs, "writing the event stream failed")
	}
	if s.flags&flagFDReplaced != 0 {
		msgs = append(msgs, "the program closed or replaced a descriptor of measure's event stream (dup2 or close over descriptors it did not open, as a daemon redirecting its output does), so its accesses were lost; measure a build that leaves descriptors 3 to 5 alone")
	}
	if s.flags&flagForeignThread != 0 {
		msgs = append(msgs, "a thread other than OpenMP's ran the program's code (a pthread_create reached through dlsym or a function pointer, a library's thread calling back): measure follows only OpenMP's threads; measure a single-threaded build, or one that parallelises with OpenMP")
	}
	if s.flags&flagContextLost != 0 {
		msgs = append(msgs, "the accesses before the function's first call were dropped and the program could not be run again to stream them (Options.Context)")
	}
	if len(msgs) > 0 {
		return fmt.Errorf("runtime: %s", strings.Join(msgs, "; "))
	}
	return nil
}
