def quicksort(a):
    if len(a) <= 1:
        return a
    pivot = a[len(a) // 2]
    return quicksort([x for x in a if x < pivot]) + [x for x in a if x == pivot] + quicksort([x for x in a if x > pivot])
def mergesort(a):
    if len(a) <= 1:
        return a
    m = len(a) // 2
    l, r = mergesort(a[:m]), mergesort(a[m:])
    out = []
    i = j = 0
    while i < len(l) and j < len(r):
        if l[i] <= r[j]:
            out.append(l[i]); i += 1
        else:
            out.append(r[j]); j += 1
    return out + l[i:] + r[j:]
data = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0]
print(quicksort(data))
print(mergesort(data))
print(mergesort(list('sandbox')))
