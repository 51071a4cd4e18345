package measure

import (
	"bytes"
	"encoding/binary"
	"io"
	"strings"
	"testing"
)

// slotFeed returns a slot source that delivers words as the runtime does,
// in slots of at most batchWords words (one slot per batch, none reused),
// and the buffer its credits go to.
func slotFeed(words []uint64) (*slotSource, *bytes.Buffer) {
	var msgs, credits bytes.Buffer
	src := &slotSource{msgs: &msgs, credit: &credits}
	for i := 0; i < len(words); i += batchWords {
		n := min(batchWords, len(words)-i)
		slot := make([]uint64, batchWords)
		copy(slot, words[i:i+n])
		binary.Write(&msgs, binary.NativeEndian, [2]uint32{uint32(len(src.slots)), uint32(n)})
		src.slots = append(src.slots, slot)
	}
	return src, &credits
}

func TestSlotSourceBadMessages(t *testing.T) {
	for _, c := range []struct {
		msgs []byte
		want string
	}{
		{[]byte{0, 0, 0}, "3 stray bytes"},
		{binary.NativeEndian.AppendUint32(binary.NativeEndian.AppendUint32(nil, 2), 1), "slot 2"},
		{binary.NativeEndian.AppendUint32(binary.NativeEndian.AppendUint32(nil, 0), batchWords+1), "32769 words"},
	} {
		src := &slotSource{msgs: bytes.NewReader(c.msgs), credit: io.Discard, slots: make([][]uint64, 2)}
		for k := range src.slots {
			src.slots[k] = make([]uint64, batchWords)
		}
		_, err := pipeline(src, nil, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("messages %v: err = %v, want %q", c.msgs, err, c.want)
		}
	}
}

// TestNewSlots checks that the slots map the file the program is given:
// words written to the file at a slot's offset are that slot's words.
func TestNewSlots(t *testing.T) {
	s, err := newSlots(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.close()
	if len(s.words) != eventSlots {
		t.Fatalf("%d slots, want %d", len(s.words), eventSlots)
	}
	for k, w := range s.words {
		if len(w) != batchWords {
			t.Fatalf("slot %d has %d words, want %d", k, len(w), batchWords)
		}
	}
	const k, i = 3, 7 // a word inside a slot that is neither first nor last
	var b [wordBytes]byte
	binary.NativeEndian.PutUint64(b[:], 0x1234_5678_9abc)
	if _, err := s.file.WriteAt(b[:], int64((k*batchWords+i)*wordBytes)); err != nil {
		t.Fatal(err)
	}
	if got := s.words[k][i]; got != 0x1234_5678_9abc {
		t.Errorf("slot %d word %d = %#x, want 0x123456789abc", k, i, got)
	}
	if _, err := s.credit.Write([]byte{1}); err != nil {
		t.Errorf("credit pipe: %v", err)
	}
}
