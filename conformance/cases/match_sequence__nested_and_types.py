def handle(cmd):
    match cmd.split():
        case ['go', ('north' | 'south' | 'east' | 'west') as d]:
            return f'moving {d}'
        case ['take', item, *rest] if rest:
            return f'taking {item} and {len(rest)} more'
        case ['take', item]:
            return f'taking {item}'
        case ['drop', *items]:
            return f'dropping {items}'
        case _:
            return 'what?'
for c in ['go north', 'go up', 'take lamp', 'take a b c', 'drop', 'drop x y', '']:
    print(repr(c), '->', handle(c))
