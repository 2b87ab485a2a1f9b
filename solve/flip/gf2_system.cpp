// GF(2) elimination: M4RI's reduced echelon form, or the plain kernel (see
// gf2_system.hpp), then the solution and kernel read off the pivots.
#include "solve/flip/gf2_system.hpp"

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <utility>

#include <m4ri/m4ri.h>

#include "support/index.hpp"
#include "support/shared_library.hpp"

namespace puzzlebox {

namespace {

// The three M4RI functions used, from the library opened on first use (see
// CMakeLists.txt: linked, its constructor slows every run; bench/README.md).
// Null when it cannot be opened: elimination then uses the plain kernel.
struct M4ri {
    decltype(&mzd_init) init;
    decltype(&mzd_free) free;
    decltype(&mzd_echelonize) echelonize;
};

const M4ri* m4ri() {
    static const std::optional<M4ri> loaded = []() -> std::optional<M4ri> {
        const std::optional<SharedLibrary> library = SharedLibrary::open({PUZZLEBOX_M4RI_NAME, PUZZLEBOX_M4RI_PATH});
        M4ri functions{};
        if (!library || !library->find(functions.init, "mzd_init") || !library->find(functions.free, "mzd_free") ||
            !library->find(functions.echelonize, "mzd_echelonize"))
            return std::nullopt;
        return functions;
    }();
    return loaded ? &*loaded : nullptr;
}

struct MzdDeleter {
    void operator()(mzd_t* matrix) const { m4ri()->free(matrix); }
};
using Mzd = std::unique_ptr<mzd_t, MzdDeleter>;

int echelonize_plain(std::vector<BitVector>& rows, int cols);

// Rows of `cols` bits copied into an M4RI matrix, echelonised in place
// (reduced when `full`), and copied back. Returns the rank.
int echelonize_m4ri(std::vector<BitVector>& rows, int cols, bool full) {
    if (rows.empty() || cols == 0) return 0;
    if (!m4ri()) return echelonize_plain(rows, cols);  // the same echelon form, more slowly
    // Debian's libm4ri is built without OpenMP, and then its block allocator
    // (mmc) keeps a cache with no lock: concurrent calls crash. One at a time.
    static std::mutex m4ri_lock;
    const std::lock_guard<std::mutex> lock(m4ri_lock);
    Mzd matrix(m4ri()->init(static_cast<rci_t>(rows.size()), cols));
    if (!matrix) throw std::bad_alloc();
    const std::size_t words = BitVector::word_count(cols);
    for (std::size_t i = 0; i < rows.size(); ++i)
        std::memcpy(mzd_row(matrix.get(), static_cast<rci_t>(i)), rows[i].data(), words * sizeof(word));
    const int rank = static_cast<int>(m4ri()->echelonize(matrix.get(), full ? 1 : 0));
    for (std::size_t i = 0; i < rows.size(); ++i)
        std::memcpy(rows[i].data(), mzd_row(matrix.get(), static_cast<rci_t>(i)), words * sizeof(word));
    return rank;
}

// The baseline: Gauss-Jordan one pivot at a time, XOR-ing whole words from
// the pivot's word on.
int echelonize_plain(std::vector<BitVector>& rows, int cols) {
    int rank = 0;
    const int height = static_cast<int>(rows.size());
    for (int col = 0; col < cols && rank < height; ++col) {
        int pivot = rank;
        while (pivot < height && !at(rows, pivot).get(col)) ++pivot;
        if (pivot == height) continue;
        std::swap(at(rows, pivot), at(rows, rank));
        const BitVector& source = at(rows, rank);
        const std::size_t first = static_cast<std::size_t>(col) / 64, words = source.words().size();
        for (int i = 0; i < height; ++i) {
            if (i == rank || !at(rows, i).get(col)) continue;
            BitVector::Word* target = at(rows, i).data();
            for (std::size_t k = first; k < words; ++k) target[k] ^= source.data()[k];
        }
        ++rank;
    }
    return rank;
}

int echelonize(std::vector<BitVector>& rows, int cols, Gf2Kernel kernel, bool full) {
    return kernel == Gf2Kernel::m4ri ? echelonize_m4ri(rows, cols, full) : echelonize_plain(rows, cols);
}

int first_set_bit(const BitVector& row) {
    const auto& words = row.words();
    for (std::size_t k = 0; k < words.size(); ++k)
        if (words[k] != 0) return static_cast<int>(k * 64) + std::countr_zero(words[k]);
    return row.size();
}

}  // namespace

Gf2Matrix Gf2Matrix::transposed() const {
    Gf2Matrix t(cols, rows);
    for (int i = 0; i < rows; ++i)
        for (int j : at(row, i).ones()) at(t.row, j).set(i);
    return t;
}

Gf2Solution solve_gf2(const Gf2Matrix& a, const BitVector& b, Gf2Kernel kernel) {
    const int n = a.cols;
    std::vector<BitVector> rows;
    rows.reserve(static_cast<std::size_t>(a.rows));
    for (int i = 0; i < a.rows; ++i) {
        BitVector augmented(n + 1);
        const auto& source = at(a.row, i).words();
        std::copy(source.begin(), source.end(), augmented.data());
        augmented.set(n, b.get(i));
        rows.push_back(std::move(augmented));
    }
    const int echelon_rank = echelonize(rows, n + 1, kernel, true);

    Gf2Solution solution;
    solution.solvable = true;
    std::vector<int> pivots;
    std::vector<char> is_pivot(static_cast<std::size_t>(n), 0);
    for (int i = 0; i < echelon_rank; ++i) {
        const int pivot = first_set_bit(at(rows, i));
        if (pivot == n) {  // the row 0 = 1: b is outside the column space
            solution.solvable = false;
            break;
        }
        pivots.push_back(pivot);
        at(is_pivot, pivot) = 1;
    }
    solution.rank = static_cast<int>(pivots.size());
    if (solution.solvable) {
        solution.particular = BitVector(n);
        for (std::size_t i = 0; i < pivots.size(); ++i)
            if (rows[i].get(n)) solution.particular.set(pivots[i]);
    }
    for (int free = 0; free < n; ++free) {
        if (at(is_pivot, free)) continue;
        BitVector basis(n);
        basis.set(free);
        for (std::size_t i = 0; i < pivots.size(); ++i)
            if (rows[i].get(free)) basis.set(pivots[i]);
        solution.kernel.push_back(std::move(basis));
    }
    return solution;
}

int gf2_rank(const Gf2Matrix& a, Gf2Kernel kernel) {
    std::vector<BitVector> rows = a.row;
    return echelonize(rows, a.cols, kernel, false);
}

}  // namespace puzzlebox
