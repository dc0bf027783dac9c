def parse_numbers(lines):
    for line in lines:
        yield float(line)
nums = parse_numbers(['1.5', '2', 'n/a', '4'])
print(next(nums), next(nums))
print(sum(nums))
