// Where the boards of a generation run go: with --out DIR, one file each
// (written whole) plus a boards.csv row; else standard output, separated by
// blank lines.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/csv_writer.hpp"

namespace puzzlebox {

class BoardSink {
public:
    BoardSink(const std::string& out_dir, const std::vector<std::string>& columns);

    // `row` computes the board's boards.csv row; it runs only with --out.
    void write(const std::string& name, const std::string& text, const std::function<std::vector<std::string>()>& row);

    // The exit code: every board asked for was written (0), or not (1).
    int finish(int asked);

private:
    std::string out_dir_;
    std::optional<CsvWriter> summary_;
    int written_ = 0;
};

}  // namespace puzzlebox
