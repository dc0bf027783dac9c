b = b'hello world'
print(b[0], b[-1], b[:5], b[::-1], len(b))
print(b.upper(), b.split(), b.replace(b'o', b'0'), b.find(b'wor'))
print(b.startswith(b'he'), b.count(b'l'), b.strip(b'hd'), b'-'.join([b'a', b'b']))
print(bytes(range(65, 70)), bytes('ñ', 'utf-8'), bytes(b'copy'))
print(b.hex(), bytes.fromhex('414243'), b'\x01\x02'.hex(':'))
print(list(b'AZ'), b'A' + b'B', b'ab' * 2, b'x' in b'xyz', 120 in b'xyz')
print(b.decode().title(), b.isalpha(), b'123'.isdigit())
