package report

import (
	"encoding/json"
	"io"
)

// WriteJSON writes v as JSON indented by two spaces, the form of every
// command's --format json.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
