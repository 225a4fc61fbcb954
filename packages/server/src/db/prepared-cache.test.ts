import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withPreparedStatements } from './prepared-cache.js';

describe('prepared statements kept by SQL text', () => {
  it('prepares a statement once, answers with each call’s values, and keeps at most the limit', () => {
    const file = new SQLite(':memory:');
    file.exec('create table t (id integer primary key, name text)');
    const db = withPreparedStatements(file, 2);
    const insert = 'insert into t (id, name) values (?, ?)';
    db.prepare(insert).run([1, 'one']);
    db.prepare(insert).run([2, 'two']);
    const select = 'select name from t where id = ?';
    expect(db.prepare(select)).toBe(db.prepare(select));
    expect(db.prepare(select).all([2])).toEqual([{ name: 'two' }]);
    expect(db.prepare(select).all([1])).toEqual([{ name: 'one' }]);
    // A third text pushes out the least recently used (the insert), never the one just used.
    const kept = db.prepare(select);
    db.prepare('select count(*) as n from t');
    expect(db.prepare(select)).toBe(kept);
    const again = db.prepare(insert);
    again.run([3, 'three']);
    expect(db.prepare('select count(*) as n from t').all([])).toEqual([{ n: 3 }]);
    db.close();
  });

  it('keeps working across a schema change', () => {
    const file = new SQLite(':memory:');
    const db = withPreparedStatements(file);
    file.exec('create table t (id integer primary key)');
    const select = 'select * from t';
    expect(db.prepare(select).all([])).toEqual([]);
    file.exec('alter table t add column name text');
    file.exec("insert into t (id, name) values (1, 'one')");
    expect(db.prepare(select).all([])).toEqual([{ id: 1, name: 'one' }]);
    db.close();
  });
});
