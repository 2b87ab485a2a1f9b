// The Catch2 runner shared by every unit test file.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
