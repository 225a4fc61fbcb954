import { BoxGeometry, Color, Group, InstancedMesh, Matrix4, Mesh, MeshLambertMaterial, Scene } from 'three';
import { describe, expect, it } from 'vitest';
import { exportableCopy } from './exportGltf';

describe('exportableCopy', () => {
  it('turns a named instanced mesh into one named node per instance, keeping positions and colours, and leaves the live scene alone', () => {
    const scene = new Scene();
    const layout = new Group();
    const stations = new InstancedMesh(new BoxGeometry(1, 1, 1), new MeshLambertMaterial(), 3);
    stations.name = 'stations';
    ['A', 'B', 'C'].forEach((_, i) => {
      stations.setMatrixAt(i, new Matrix4().makeTranslation(i * 10, 1, 5));
      stations.setColorAt(i, new Color(i === 1 ? '#ff0000' : '#00ff00'));
    });
    stations.userData = { instanceNames: ['station-A', 'station-B', 'station-C'] };
    const vehicle = new Mesh(new BoxGeometry(), new MeshLambertMaterial());
    vehicle.name = 'agv-V1';
    layout.add(stations, vehicle);
    scene.add(layout);

    const copy = exportableCopy(scene);
    const b = copy.getObjectByName('station-B') as Mesh;
    expect(b.isMesh).toBe(true);
    expect(b.position.toArray()).toEqual([10, 1, 5]);
    expect((b.material as MeshLambertMaterial).color.getHexString()).toBe('ff0000');
    expect(((copy.getObjectByName('station-C') as Mesh).material as MeshLambertMaterial).color.getHexString()).toBe('00ff00');
    expect(copy.getObjectByName('stations')?.children).toHaveLength(3);
    expect(copy.getObjectByName('agv-V1')).toBeDefined();
    // The live scene keeps its one instanced mesh.
    expect((scene.getObjectByName('stations') as InstancedMesh).isInstancedMesh).toBe(true);
    expect(scene.getObjectByName('station-B')).toBeUndefined();
  });

  it('leaves out instances scaled to nothing (hidden vehicles)', () => {
    const scene = new Scene();
    const hulls = new InstancedMesh(new BoxGeometry(1, 1, 1), new MeshLambertMaterial(), 2);
    hulls.setMatrixAt(0, new Matrix4().makeTranslation(3, 0, 4));
    hulls.setMatrixAt(1, new Matrix4().makeScale(0, 0, 0));
    hulls.userData = { instanceNames: ['agv-shown', 'agv-hidden'] };
    scene.add(hulls);
    const copy = exportableCopy(scene);
    expect(copy.getObjectByName('agv-shown')?.position.toArray()).toEqual([3, 0, 4]);
    expect(copy.getObjectByName('agv-hidden')).toBeUndefined();
  });

  it('leaves out drawing-only copies (the merged stations), keeping the named stations', () => {
    const scene = new Scene();
    const stations = new InstancedMesh(new BoxGeometry(1, 1, 1), new MeshLambertMaterial(), 1);
    stations.userData = { instanceNames: ['station-A'] };
    stations.layers.disableAll();
    const drawn = new Mesh(new BoxGeometry(), new MeshLambertMaterial());
    drawn.name = 'stations-drawn';
    drawn.userData = { notExported: true };
    scene.add(stations, drawn);
    const copy = exportableCopy(scene);
    expect(copy.getObjectByName('stations-drawn')).toBeUndefined();
    expect(copy.getObjectByName('station-A')).toBeDefined();
    expect(scene.getObjectByName('stations-drawn')).toBe(drawn);
  });
});
