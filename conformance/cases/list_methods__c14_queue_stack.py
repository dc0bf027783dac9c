stack = []
for tok in "3 4 + 2 * 7 -".split():
    if tok.isdigit():
        stack.append(int(tok))
    else:
        b, a = stack.pop(), stack.pop()
        stack.append({"+": a + b, "-": a - b, "*": a * b}[tok])
print(stack)
xs = [5, 1, 4]
xs.insert(0, 9); xs.insert(100, 0); xs.insert(-1, 7); xs.extend("ab")
print(xs, xs.index(4), xs.count("a"))
xs.reverse(); print(xs)
nums = [3, 1, 2]
print(nums.sort(), nums, sorted(nums, reverse=True), nums.copy() == nums, nums[::-1])
nested = [[1, 2], [3]]
shallow = nested.copy()
shallow[0].append(99)
print(nested, [] == [], [1, [2]] < [1, [3]], [1, 2] < [1, 2, 0], [0] * 3 + [1])
print(list("abc"), list(range(3)), list({"k": 1}), list((1,)))
xs.sort()
