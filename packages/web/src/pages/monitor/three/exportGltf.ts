import { Color, Group, InstancedMesh, Matrix4, Mesh, type Material, type Object3D } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';

/** SPEC §2: the exported scene's file name. */
export const GLTF_FILE_NAME = 'agv_map.gltf';

/**
 * A copy of the scene where every instanced mesh that names its instances (stations, pallets,
 * vehicles) becomes one named node per shown instance, so the file can be searched by station code. Geometry
 * is shared with the live scene; materials are one per instance colour.
 */
export function exportableCopy(scene: Object3D): Object3D {
  const copy = scene.clone(true);
  const instanced: InstancedMesh[] = [];
  const drawOnly: Object3D[] = [];
  copy.traverse((object) => {
    // A drawing-only copy of what an instanced mesh names (the merged stations) would be a duplicate.
    if (object.userData.notExported) drawOnly.push(object);
    if ((object as InstancedMesh).isInstancedMesh && Array.isArray(object.userData.instanceNames)) instanced.push(object as InstancedMesh);
  });
  for (const object of drawOnly) object.removeFromParent();
  for (const mesh of instanced) {
    const names = mesh.userData.instanceNames as string[];
    const group = new Group();
    group.name = mesh.name;
    group.position.copy(mesh.position);
    group.quaternion.copy(mesh.quaternion);
    group.scale.copy(mesh.scale);
    const base = mesh.material as Material;
    const byColour = new Map<number, Material>();
    const matrix = new Matrix4();
    const colour = new Color();
    names.slice(0, mesh.count).forEach((name, i) => {
      let material = base;
      if (mesh.instanceColor) {
        mesh.getColorAt(i, colour);
        const key = colour.getHex();
        material = byColour.get(key) ?? byColour.set(key, withColour(base, colour)).get(key)!;
      }
      mesh.getMatrixAt(i, matrix);
      // An instance scaled to nothing is hidden (a disconnected vehicle): it stays out, as hidden objects do.
      if (matrix.determinant() === 0) return;
      const node = new Mesh(mesh.geometry, material);
      node.name = name;
      matrix.decompose(node.position, node.quaternion, node.scale);
      group.add(node);
    });
    mesh.parent?.add(group);
    mesh.removeFromParent();
  }
  return copy;
}

function withColour(material: Material, colour: Color): Material {
  const copy = material.clone() as Material & { color?: Color };
  copy.color?.copy(colour);
  return copy;
}

/** The scene as glTF 2.0 JSON (visible objects only: hidden, disconnected vehicles stay out). */
export async function sceneToGltf(scene: Object3D): Promise<object> {
  const result = await new GLTFExporter().parseAsync(exportableCopy(scene), { binary: false, onlyVisible: true });
  return result as object;
}

/** Exports the scene and hands the browser `agv_map.gltf` to download. */
export async function downloadGltf(scene: Object3D): Promise<void> {
  const gltf = await sceneToGltf(scene);
  const url = URL.createObjectURL(new Blob([JSON.stringify(gltf)], { type: 'model/gltf+json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = GLTF_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
