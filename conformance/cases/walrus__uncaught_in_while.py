queue = [3, 2, 1]
seen = []
while (item := queue.pop()) is not None:
    seen.append(item)
    print('item', item, 'left', len(queue), 'seen', seen)
print('unreachable')
