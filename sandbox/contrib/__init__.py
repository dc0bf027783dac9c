"""Optional integrations with other systems. Each subpackage needs its own extra (for
example ``pip install 'sandbox[celery]'`` for :mod:`sandbox.contrib.celery`); the core
package never imports them."""
