// Picture benchmarks (Google Benchmark): what --svg and --sheet cost.
//  - DrawJump/N: a whole SVG document of an N x N jump maze with a path of
//    N*N/2 moves drawn on it, against /text: the same board in the text
//    format (write_jump_board), the baseline every board is written in anyway.
//  - Sheet20: an A4 sheet of twenty 9x9 mazes (layout and document).
#include <benchmark/benchmark.h>

#include "draw/jump/jump_drawing.hpp"
#include "draw/sheet.hpp"
#include "puzzles/jump/jump_format.hpp"

using namespace puzzlebox;

namespace {

// A board with values 1..3 and a snake path through half its cells.
JumpBoard bench_board(int side) {
    JumpBoard board;
    board.rows = board.cols = side;
    board.start = {side - 1, 0};
    board.goal = {0, 0};
    for (int i = 0; i < side * side; ++i) board.values.push_back(1 + i % 3);
    return board;
}

std::vector<Cell> snake(int side) {
    std::vector<Cell> path;
    for (int r = side - 1; r >= 0 && static_cast<int>(path.size()) < side * side / 2; --r)
        for (int k = 0; k < side; ++k) path.push_back({r, (side - 1 - r) % 2 == 0 ? k : side - 1 - k});
    return path;
}

void DrawJump(benchmark::State& state) {
    const int side = static_cast<int>(state.range(0));
    const bool text = state.range(1) == 1;
    const JumpBoard board = bench_board(side);
    const std::vector<Cell> path = snake(side);
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string out = text ? write_jump_board(board) : figure_document(draw_jump(board, &path), "bench");
        bytes = out.size();
        benchmark::DoNotOptimize(out.data());
    }
    state.counters["bytes"] = static_cast<double>(bytes);
    state.SetLabel(text ? "text format" : "svg with path");
}
BENCHMARK(DrawJump)->Args({9, 0})->Args({9, 1})->Args({200, 0})->Args({200, 1})->Unit(benchmark::kMicrosecond);

void Sheet20(benchmark::State& state) {
    const JumpBoard board = bench_board(9);
    for (auto _ : state) {
        std::vector<SheetItem> items;
        for (int i = 0; i < 20; ++i) items.push_back({draw_jump(board), "grade"});
        std::vector<Figure> figures;
        for (const SheetItem& item : items) figures.push_back(item.figure);
        const SheetText text{"bench", "rules", "bench"};
        const auto plan = plan_sheets(figures, a4_paper, text, 0.4);
        const auto pages = sheet_pages(text, items, a4_paper, *plan);
        benchmark::DoNotOptimize(pages.data());
    }
}
BENCHMARK(Sheet20)->Unit(benchmark::kMicrosecond);

}  // namespace
