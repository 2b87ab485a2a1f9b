// The three tools as functions: each is the whole program (arguments as
// main() gets them, output on standard output and error, the exit code
// returned). tools/main.cpp makes each an executable; the Python package
// (python/) calls them in its own process.
#pragma once

namespace puzzlebox {

int solve_tool(int argc, char** argv);
int gen_tool(int argc, char** argv);
int analyze_tool(int argc, char** argv);

}  // namespace puzzlebox
