def step(board):
    rows, cols = len(board), len(board[0])
    new = []
    for r in range(rows):
        row = ''
        for c in range(cols):
            n = sum(board[(r + dr) % rows][(c + dc) % cols] == '#'
                    for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
            alive = board[r][c] == '#'
            row += '#' if n == 3 or (alive and n == 2) else '.'
        new.append(row)
    return new
board = ['......', '..#...', '...#..', '.###..', '......', '......']
for gen in range(4):
    print('gen', gen)
    print('\n'.join(board))
    board = step(board)
print(sum(row.count('#') for row in board))
