package measure

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"
)

func TestParseSummary(t *testing.T) {
	p := &plan{nblocks: 2, nedges: 1}
	var b bytes.Buffer
	b.WriteString(summaryMagic)
	words := []uint64{0, 1, 2, 1, // flags, threads, blocks, edges
		0, 3, 10, 20, 40, 80, 30, // idx, ompid, loads, stores, bytes, events
		7, 8, 9} // bb[2], edge[1]
	binary.Write(&b, binary.LittleEndian, words)
	s, err := parseSummary(bytes.NewReader(b.Bytes()), p)
	if err != nil {
		t.Fatal(err)
	}
	th := s.threads[0]
	if th.ompid != 3 || th.loads != 10 || th.stores != 20 || th.bytesLoaded != 40 || th.bytesStored != 80 || th.events != 30 ||
		th.bb[0] != 7 || th.bb[1] != 8 || th.edge[0] != 9 {
		t.Errorf("parsed %+v", th)
	}
	// A summary for another module, a truncated one, flags.
	if _, err := parseSummary(bytes.NewReader(b.Bytes()), &plan{nblocks: 3, nedges: 1}); err == nil {
		t.Error("no error for a block count mismatch")
	}
	if _, err := parseSummary(bytes.NewReader(b.Bytes()[:b.Len()-4]), p); err == nil {
		t.Error("no error for a truncated summary")
	}
	s.flags = flagAddrHigh | flagLateEvents
	if err := s.checkFlags(); err == nil || !strings.Contains(err.Error(), "48 bits") {
		t.Errorf("checkFlags = %v", err)
	}
	s.flags = flagLateEvents
	if err := s.checkFlags(); err != nil {
		t.Errorf("late events are not an error, got %v", err)
	}
}
