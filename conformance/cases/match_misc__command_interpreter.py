def run(program):
    stack = []
    for tok in program.split():
        match tok:
            case 'dup':
                stack.append(stack[-1])
            case 'add' | 'mul' as op:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if op == 'add' else a * b)
            case 'swap':
                stack[-1], stack[-2] = stack[-2], stack[-1]
            case num if num.lstrip('-').isdigit():
                stack.append(int(num))
            case unknown:
                raise ValueError(f'unknown token {unknown!r}')
    return stack
print(run('2 3 add dup mul'))
print(run('1 2 swap'))
try:
    run('1 pop')
except ValueError as e:
    print(type(e).__name__, e)
