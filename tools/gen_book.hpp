// puzzlebox-gen book SPEC: a printable puzzle book (and its play page) from
// a spec of sections (cli/book_spec.hpp), each section one or more
// generation runs (one a level) whose boards the book numbers, easy to hard.
#pragma once

namespace puzzlebox {

// argv[0] is the tool, argv[1] "book"; returns the exit code.
int book_main(int argc, char** argv);

}  // namespace puzzlebox
