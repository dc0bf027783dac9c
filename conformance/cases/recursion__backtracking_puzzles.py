def permutations(items):
    if len(items) <= 1:
        return [items[:]]
    out = []
    for i, x in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            out.append([x] + rest)
    return out

def n_queens(n):
    solutions = []
    def place(row, cols, diag1, diag2, board):
        if row == n:
            solutions.append(board[:])
            return
        for c in range(n):
            if c in cols or row - c in diag1 or row + c in diag2:
                continue
            board.append(c)
            place(row + 1, cols | {c}, diag1 | {row - c}, diag2 | {row + c}, board)
            board.pop()
    place(0, set(), set(), set(), [])
    return solutions

def subset_sum(nums, target):
    if target == 0:
        return []
    if not nums or target < 0:
        return None
    with_first = subset_sum(nums[1:], target - nums[0])
    if with_first is not None:
        return [nums[0]] + with_first
    return subset_sum(nums[1:], target)

print(permutations([1, 2, 3]))
print(len(n_queens(6)), n_queens(6)[0], len(n_queens(8)))
print(subset_sum([8, 6, 7, 5, 3, 10, 9], 15), subset_sum([2, 4], 5))
def hanoi(n, a="A", b="B", c="C"):
    return [] if n == 0 else hanoi(n - 1, a, c, b) + [(a, c)] + hanoi(n - 1, b, a, c)
print(len(hanoi(10)), hanoi(2))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
