/** A value whose fields are partly known when it is made and the rest decoded when first read: a history transaction a
 * page reads with its template, whose other fields only a reader other than the templated rendering asks for. */

/**
 * The handler of one lazy value: every operation but reading a known field fills the target with the rest first, so
 * reading, copying, spreading, listing keys and comparing see one plain object. A `Proxy`, as no plain object defers
 * its own fields; written by hand, as no library does it for a value that must still spread like a record.
 */
class FilledOnDemand<A extends object, C> implements ProxyHandler<A> {
  private rest: ((known: A, context: C) => Partial<A>) | undefined
  private readonly context: C

  constructor(context: C, rest: (known: A, context: C) => Partial<A>) {
    this.context = context
    this.rest = rest
  }

  private filled(target: A): A {
    const rest = this.rest
    if (rest !== undefined) {
      this.rest = undefined
      const fields = rest(target, this.context)
      for (const key of Object.keys(fields) as Array<keyof A>)
        if (!(key in target)) target[key] = fields[key] as A[keyof A]
    }
    return target
  }

  get(target: A, key: string | symbol): unknown {
    return key in target ? Reflect.get(target, key) : Reflect.get(this.filled(target), key)
  }

  has(target: A, key: string | symbol): boolean {
    return key in target || key in this.filled(target)
  }

  ownKeys(target: A): ArrayLike<string | symbol> {
    return Reflect.ownKeys(this.filled(target))
  }

  getOwnPropertyDescriptor(target: A, key: string | symbol): PropertyDescriptor | undefined {
    return Reflect.getOwnPropertyDescriptor(this.filled(target), key)
  }
}

/** The value whose fields are `known`'s, and those `rest` gives of them and `context` once any other field or its keys
 * are read. */
export function lazyValue<A extends object, C>(
  known: Partial<A>,
  context: C,
  rest: (known: A, context: C) => Partial<A>
): A {
  return new Proxy(known as A, new FilledOnDemand<A, C>(context, rest))
}
