package main

func moreCommands() []command {
	return []command{
		{"measure", "the same quantities measured by running the instrumented program", cmdMeasure},
		{"compare", "static against measured, side by side, with errors", cmdCompare},
	}
}
