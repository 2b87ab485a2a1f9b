// puzzlebox-gen's board files and boards.csv, or its boards on stdout.
#include "families/board_sink.hpp"

#include <filesystem>
#include <iostream>

#include "puzzles/exit_code.hpp"
#include "puzzles/file_writer.hpp"

namespace puzzlebox {

BoardSink::BoardSink(const std::string& out_dir, const std::vector<std::string>& columns) : out_dir_(out_dir) {
    if (out_dir_.empty()) return;
    std::filesystem::create_directories(out_dir_);
    summary_.emplace((std::filesystem::path(out_dir_) / "boards.csv").string());
    summary_->row(columns);
}

void BoardSink::write(const std::string& name, const std::string& text, const std::function<std::vector<std::string>()>& row) {
    if (summary_) {
        write_file_atomically(std::filesystem::path(out_dir_) / name, text);
        summary_->row(row());
    } else {
        if (written_ > 0) std::cout << '\n';
        std::cout << text << std::flush;
    }
    ++written_;
}

int BoardSink::finish(int asked) {
    if (summary_) summary_->commit();
    return written_ == asked ? exit_done : exit_nothing_found;
}

}  // namespace puzzlebox
