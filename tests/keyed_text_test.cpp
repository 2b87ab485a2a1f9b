// The keyed-text rules, the same words in every board format and the book
// spec: each family's reader is given the same kinds of mistake and must
// name the same line with the same message.
#include <functional>
#include <string>

#include <catch2/catch.hpp>

#include "cli/book_spec.hpp"
#include "puzzles/flip/flip_format.hpp"
#include "puzzles/hexagon/hexagon_format.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "puzzles/rotate/rotate_format.hpp"
#include "support/input_error.hpp"

namespace {

using puzzlebox::InputError;

// A format under test: its reader and a board that is whole (its size key first).
struct Format {
    std::string family;
    std::function<void(const std::string&)> read;
    std::string size_line;  // the table's first key's line
    std::string rest;       // the other keys, a whole board after size_line
    std::string size_key, size_usage;
};

std::string error_of(const Format& format, const std::string& text) {
    try {
        format.read(text);
    } catch (const InputError& error) {
        return error.what();
    }
    return "(read without error)";
}

std::vector<Format> formats() {
    return {
        {"jump", [](const std::string& t) { puzzlebox::parse_jump_board(t, "f"); }, "size 2x2\n",
         "start 1,0\ngoal 0,0\ngrid\n1 1\n1 0\n", "size", "size HxW"},
        {"rotate", [](const std::string& t) { puzzlebox::parse_rotate_board(t, "f"); }, "size 2x2\n", "block 2\ngrid\n1 2\n3 4\n",
         "size", "size HxW"},
        {"flip", [](const std::string& t) { puzzlebox::parse_flip_board(t, "f"); }, "size 2x2\n",
         "pattern plus\ngrid\n0 1\n1 0\n", "size", "size HxW"},
        {"hexagon", [](const std::string& t) { puzzlebox::parse_hexagon_board(t, "f"); }, "order 2\n",
         "values 1..7\ngrid\n. .\n. . .\n. .\n", "order", "order n"},
    };
}

}  // namespace

TEST_CASE("every board format keeps the keyed-text rules in the same words", "[format]") {
    for (const Format& format : formats()) {
        INFO(format.family);
        const std::string head = "puzzle " + format.family + "\n";
        REQUIRE(error_of(format, head + format.size_line + format.rest) == "(read without error)");
        // A key not in the table: line 3, and the table's keys named.
        CHECK_THAT(error_of(format, head + format.size_line + "colour red\n" + format.rest),
                   Catch::StartsWith("f:3: unknown key 'colour': expected one of " + format.size_key + ", "));
        // The size twice: the second line named, and the first.
        CHECK(error_of(format, head + format.size_line + format.size_line + format.rest) ==
              "f:3: '" + format.size_key + "' is given twice (first at line 2)");
        // The grid before the size.
        CHECK(error_of(format, head + "grid\n") ==
              "f:2: no '" + format.size_usage + "' line before 'grid' (the " + format.size_key + " comes first)");
        // A block key with words after it.
        CHECK(error_of(format, head + format.size_line + "grid x\n") ==
              "f:3: expected 'grid' alone on its line, the rows below it");
        // A one-value key with two.
        CHECK(error_of(format, head + format.size_key + " 2x2 3\n") ==
              "f:2: expected '" + format.size_key + " <value>', got '" + format.size_key + " 2x2 3'");
        // The size missing: the file as a whole is blamed.
        CHECK(error_of(format, head) == "f: missing key '" + format.size_key + "' (expected '" + format.size_usage + "')");
    }
}

TEST_CASE("a book spec keeps the same rules: a key twice names both lines, an option twice too", "[format][book]") {
    const auto error_of_book = [](const std::string& text) {
        try {
            puzzlebox::parse_book_spec(text, "b");
        } catch (const InputError& error) {
            return std::string(error.what());
        }
        return std::string("(read without error)");
    };
    CHECK(error_of_book("title A\ntitle B\nsection jump\n") == "b:2: 'title' is given twice for the book (first at line 1)");
    CHECK(error_of_book("section jump\nlevel easy\ndifficulty hard\n") ==
          "b:3: 'difficulty' is given twice in this section (first at line 2, as 'level')");
    CHECK(error_of_book("section jump\nsize 5x5\n--size 6x6\n") ==
          "b:3: '--size' is given twice in this section (first at line 2, as 'size')");
    CHECK_THAT(error_of_book("colour red\nsection jump\n"),
               Catch::StartsWith("b:1: unknown book key 'colour': expected one of title, subtitle, paper, seed, or 'section"));
    CHECK(error_of_book("title\nsection jump\n") == "b:1: 'title' needs a value (expected 'title TEXT')");
    // Each section's keys are its own: a seed in two sections is no repeat.
    const puzzlebox::BookSpec spec = puzzlebox::parse_book_spec("seed 5\nsection jump\nseed 1\nsection flip\nseed 2\n", "b");
    REQUIRE(spec.sections.size() == 2);
    CHECK(spec.seed == 5);
    CHECK(spec.sections[0].seed == 1);
    CHECK(spec.sections[1].seed == 2);
}
