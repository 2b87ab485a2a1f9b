// Where the boards of a generation run go: with --out DIR, one file each plus
// a boards.csv row, published together as a set (support/output_set.hpp:
// MANIFEST last, marking a run that made fewer boards than asked, or was
// interrupted, incomplete); else standard output as text (separated by blank
// lines), one board ID per line, or JSON Lines (docs/json.md); or nowhere,
// when a picture takes standard output (--svg -, --sheet -).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "support/output_set.hpp"

namespace puzzlebox {

// A boards.csv row whose board a stop cut short: "board" added to its
// `partial` column (the row as it is when `columns` has none).
std::vector<std::string> mark_cut_short(const std::vector<std::string>& columns, std::vector<std::string> row, bool cut_short);

class BoardSink {
public:
    struct Where {
        std::string out_dir;             // "": standard output
        std::string format = "text";     // text | id | json
        bool picture_on_stdout = false;  // then the boards are not written there
        std::string family;              // for JSON
    };
    BoardSink(Where where, const std::vector<std::string>& columns, std::string command_line);

    // `row` computes the board's boards.csv row; it runs with --out and for
    // JSON. `cut_short`: a stop ended the board's search (the run is then incomplete).
    void write(const std::string& name, const std::string& text, const std::function<std::vector<std::string>()>& row,
               bool cut_short = false);
    // Another file of the set (a board's picture); only with --out.
    void add_file(const std::string& name, const std::string& text);

    // Publishes the set and returns the exit code: every board asked for was
    // written whole (0: MANIFEST "complete", whenever the signal came), or
    // not (1: fewer boards, or one cut short); says on stderr how many were made.
    int finish(int asked);

private:
    std::unique_ptr<OutputSet> set_;
    std::vector<std::vector<std::string>> rows_;
    std::string command_line_;
    Where where_;
    std::vector<std::string> columns_;
    int written_ = 0;
    bool cut_short_ = false;
};

}  // namespace puzzlebox
