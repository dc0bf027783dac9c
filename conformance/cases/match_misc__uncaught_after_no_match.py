def parse_status(code):
    match code:
        case 200:
            return 'OK'
        case 404:
            return 'Not Found'
    raise ValueError(f'unexpected status {code}')
print(parse_status(200))
print(parse_status(404))
print(parse_status(500))
