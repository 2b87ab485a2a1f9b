// main() of each executable: PUZZLEBOX_TOOL names its tool's function
// (tools/CMakeLists.txt builds this file once per tool).
#include "tools/tools.hpp"

int main(int argc, char** argv) { return puzzlebox::PUZZLEBOX_TOOL(argc, argv); }
