data = [10, 20, 30]
for i in range(len(data)):
    print(data[i] - data[i - 1])
for i in range(len(data) + 1):
    print(data[i])
