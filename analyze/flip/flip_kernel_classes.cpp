// The kernel's cell classes of a flip shape; what each function does is
// said once, in flip_kernel_classes.hpp.
#include "analyze/flip/flip_kernel_classes.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <utility>

#include "support/index.hpp"

namespace puzzlebox {

KernelClasses kernel_classes(const FlipBoard& shape, const std::vector<BitVector>& kernel) {
    KernelClasses classes;
    classes.nullity = static_cast<int>(kernel.size());
    const int n = shape.cell_count();
    std::map<std::vector<std::uint64_t>, std::size_t> index;
    for (int cell = 0; cell < n; ++cell) {
        std::vector<std::uint64_t> pattern((kernel.size() + 63) / 64, 0);
        for (std::size_t j = 0; j < kernel.size(); ++j)
            if (kernel[j].get(cell)) pattern[j / 64] |= std::uint64_t{1} << (j % 64);
        if (std::all_of(pattern.begin(), pattern.end(), [](std::uint64_t w) { return w == 0; })) {
            ++classes.zero;
            classes.zero_cells.push_back(cell);
            continue;
        }
        auto [it, fresh] = index.try_emplace(pattern, classes.cells.size());
        if (fresh) {
            classes.cells.emplace_back();
            classes.point.push_back(classes.nullity <= 32 ? static_cast<KernelPoint>(pattern[0]) : 0);
        }
        classes.cells[it->second].push_back(cell);
    }
    classes.support = n - classes.zero;
    for (std::size_t c = 0; c < classes.cells.size(); ++c) classes.any_odd |= classes.size(c) % 2 == 1;
    return classes;
}

void restrict_to_odd_span(KernelClasses& classes) {
    // U in reduced echelon form: basis[i] has bit pivot[i], no other pivot bit.
    std::vector<KernelPoint> basis, pivot;
    for (std::size_t c = 0; c < classes.cells.size(); ++c) {
        if (classes.size(c) % 2 == 0) continue;
        KernelPoint p = at(classes.point, c);
        for (std::size_t i = 0; i < basis.size(); ++i)
            if (p & pivot[i]) p ^= basis[i];
        if (p == 0) continue;
        const KernelPoint top = std::bit_floor(p);
        for (std::size_t i = 0; i < basis.size(); ++i)
            if (basis[i] & top) basis[i] ^= p;
        basis.push_back(p);
        pivot.push_back(top);
    }
    if (static_cast<int>(basis.size()) == classes.nullity) return;
    KernelClasses kept = classes;
    kept.nullity = static_cast<int>(basis.size());
    kept.point.clear();
    kept.cells.clear();
    for (std::size_t c = 0; c < classes.cells.size(); ++c) {
        // p is in U when it is the sum of the basis vectors at its pivot bits,
        // which are its coordinates.
        const KernelPoint p = at(classes.point, c);
        KernelPoint sum = 0, coordinates = 0;
        for (std::size_t i = 0; i < basis.size(); ++i)
            if (p & pivot[i]) {
                sum ^= basis[i];
                coordinates |= KernelPoint{1} << i;
            }
        if (sum == p) {
            kept.point.push_back(coordinates);
            kept.cells.push_back(classes.cells[c]);
        } else {
            kept.halved += classes.size(c) / 2;
            kept.halved_cells.insert(kept.halved_cells.end(), classes.cells[c].begin(),
                                     classes.cells[c].begin() + classes.size(c) / 2);
        }
    }
    classes = std::move(kept);
}

namespace {

template <typename Number>
void transform(std::vector<Number>& values) {
    const std::size_t size = values.size();
    for (std::size_t half = 1; half < size; half <<= 1)
        for (std::size_t block = 0; block < size; block += 2 * half)
            for (std::size_t i = block; i < block + half; ++i) {
                const Number x = values[i], y = values[i + half];
                values[i] = x + y;
                values[i + half] = x - y;
            }
}

}  // namespace

CoveringProgram covering_program(const KernelClasses& classes, std::vector<int> fixed) {
    CoveringProgram program{classes.nullity, classes.point, {}, std::move(fixed)};
    for (std::size_t c = 0; c < classes.cells.size(); ++c) program.size.push_back(classes.size(c));
    return program;
}

void walsh_hadamard(std::vector<int>& values) { transform(values); }
void walsh_hadamard(std::vector<double>& values) { transform(values); }

void add_by_parity(int* f, std::size_t width, KernelPoint p, int odd, int even) {
    constexpr std::size_t block = 256;
    if (width < block) {
        for (std::size_t lambda = 0; lambda < width; ++lambda) f[lambda] += odd_parity(lambda & p) ? odd : even;
        return;
    }
    // By the low bits' parity, for the high bits' parity even and odd.
    std::array<int, block> low_even{}, low_odd{};
    for (std::size_t low = 0; low < block; ++low) {
        const bool cut = odd_parity(low & p);
        at(low_even, low) = cut ? odd : even;
        at(low_odd, low) = cut ? even : odd;
    }
    for (std::size_t high = 0; high < width; high += block) {
        const int* add = odd_parity(high & p) ? low_odd.data() : low_even.data();
        int* out = f + high;
        for (std::size_t low = 0; low < block; ++low) out[low] += add[low];
    }
}

std::vector<int> all_distances(const KernelClasses& classes, const std::vector<int>& a) {
    const std::size_t lambdas = std::size_t{1} << classes.nullity;
    std::vector<int> hat(lambdas, 0);
    int pressed = 0, excess = 0;
    for (std::size_t c = 0; c < classes.cells.size(); ++c) {
        const int e = classes.size(c) - 2 * at(a, c);
        at(hat, classes.point[c]) += e;
        pressed += at(a, c);
        excess += e;
    }
    walsh_hadamard(hat);
    for (int& value : hat) value = pressed + (excess - value) / 2;
    return hat;
}

int fewest_presses(const KernelClasses& classes, const std::vector<int>& a) {
    const std::vector<int> f = all_distances(classes, a);
    return classes.offset() + *std::min_element(f.begin(), f.end());
}

BitVector press_set(const FlipBoard& shape, const KernelClasses& classes, const std::vector<int>& a) {
    BitVector presses(shape.cell_count());
    for (int cell : classes.zero_cells) presses.set(cell);
    for (int cell : classes.halved_cells) presses.set(cell);
    for (std::size_t c = 0; c < classes.cells.size(); ++c)
        for (int k = 0; k < at(a, c); ++k) presses.set(at(classes.cells[c], k));
    return presses;
}

}  // namespace puzzlebox
