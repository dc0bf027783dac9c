import configparser

text = """
[DEFAULT]
root = /srv
[paths]
home = ${root}/home
data = ${home}/data
cost = $$5
[deploy]
target = ${paths:data}/app
label = ${name} at ${paths:home}
name = demo
"""
cp = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
cp.read_string(text)
print(cp['paths']['home'], cp['paths']['data'], cp['paths']['cost'])
print(cp.get('deploy', 'target'), '|', cp['deploy']['label'])
print(cp.get('deploy', 'target', raw=True))
print(dict(cp.items('paths')))
print(cp.get('deploy', 'label', vars={'name': 'override'}))
cp.set('paths', 'extra', '${root}/x')
print(cp['paths']['extra'])
bad = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
bad.read_string("""
[s]
missing = ${nothere}
nosection = ${other:opt}
dollar = a $x
colons = ${a:b:c}
loop = ${loop}
""")
for option in ['missing', 'nosection', 'dollar', 'colons', 'loop']:
    try:
        print(bad.get('s', option))
    except configparser.Error as e:
        print(type(e).__name__, '-', e)
try:
    cp.set('paths', 'broken', 'cost $x')
except ValueError as e:
    print('ValueError', e)
print(configparser.ConfigParser(interpolation=None).__class__.__name__)
print(cp.get('deploy', 'target'))
