// Where the boards of a generation run go: with --out DIR, one file each plus
// a boards.csv row, published together as a set (puzzles/output_set.hpp:
// MANIFEST last, marking a run that made fewer boards than asked, or was
// interrupted, incomplete); else standard output as text (separated by blank
// lines), one board ID per line, or JSON Lines (docs/json.md); or nowhere,
// when a picture takes standard output (--svg -, --sheet -).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/output_set.hpp"

namespace puzzlebox {

class BoardSink {
public:
    struct Where {
        std::string out_dir;             // "": standard output
        std::string format = "text";     // text | id | json
        bool picture_on_stdout = false;  // then the boards are not written there
        std::string family;              // for JSON
    };
    BoardSink(Where where, const std::vector<std::string>& columns, std::string command_line);

    // `row` computes the board's boards.csv row; it runs with --out and for JSON.
    void write(const std::string& name, const std::string& text, const std::function<std::vector<std::string>()>& row);
    // Another file of the set (a board's picture); only with --out.
    void add_file(const std::string& name, const std::string& text);

    // Publishes the set and returns the exit code: every board asked for was
    // written (0), or not (1); says on stderr how many were made.
    int finish(int asked);

private:
    std::unique_ptr<OutputSet> set_;
    std::vector<std::vector<std::string>> rows_;
    std::string command_line_;
    Where where_;
    std::vector<std::string> columns_;
    int written_ = 0;
};

}  // namespace puzzlebox
