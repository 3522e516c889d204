// The typed syntax tree of an ARB vertex or fragment program, as the parser builds it: options,
// declarations and instructions in program order, each with the offset of its first character. Integer
// ranges the grammar states ("from 0 to MAX_LIGHTS-1") are already checked; names are not resolved yet
// (resolve.ts does that).

export type ArbProgramKind = 'vertex' | 'fragment';

/** A 4-vector of numbers. */
export type Vec4 = [number, number, number, number];

/** A piece of GL state a program parameter is bound to (one vec4). */
export type ArbStateToken =
  | {
      item: 'material';
      face: 'front' | 'back';
      property: 'ambient' | 'diffuse' | 'specular' | 'emission' | 'shininess';
    }
  | {
      item: 'light';
      light: number;
      property: 'ambient' | 'diffuse' | 'specular' | 'position' | 'attenuation' | 'spotDirection' | 'half';
    }
  | { item: 'lightModelAmbient' }
  | { item: 'lightModelSceneColor'; face: 'front' | 'back' }
  | {
      item: 'lightProduct';
      light: number;
      face: 'front' | 'back';
      property: 'ambient' | 'diffuse' | 'specular';
    }
  | { item: 'texGen'; unit: number; plane: 'eye' | 'object'; coord: 's' | 't' | 'r' | 'q' }
  | { item: 'fogColor' }
  | { item: 'fogParams' }
  | { item: 'clipPlane'; plane: number }
  | { item: 'pointSize' }
  | { item: 'pointAttenuation' }
  | { item: 'texEnvColor'; unit: number }
  | { item: 'depthRange' }
  | {
      item: 'matrix';
      matrix: 'modelview' | 'projection' | 'mvp' | 'texture' | 'program';
      /** Modelview, texture or program matrix number (0 for projection and mvp). */
      index: number;
      modifier: 'none' | 'inverse' | 'transpose' | 'invtrans';
      row: number;
    };

/** One vec4 of the program's parameter list (one CONST slot). */
export type ArbParameter =
  | { kind: 'state'; state: ArbStateToken }
  | { kind: 'env'; index: number }
  | { kind: 'local'; index: number }
  | { kind: 'literal'; value: Vec4 };

/** A vertex attribute (vertex.*) or fragment attribute (fragment.*) binding. */
export interface ArbAttribBinding {
  name: 'position' | 'normal' | 'color' | 'fogcoord' | 'texcoord' | 'generic';
  /** Colour 0 primary / 1 secondary; texture coordinate set; generic attribute number; else 0. */
  index: number;
}

/** A result.* binding. */
export interface ArbResultBinding {
  name: 'position' | 'color' | 'fogcoord' | 'pointsize' | 'texcoord' | 'depth';
  /** Colour 0 primary / 1 secondary; texture coordinate set; else 0. */
  index: number;
  /** result.color.back.* of a vertex program. */
  back: boolean;
}

/** The vec4s one item of a PARAM initializer binds (a matrix or env/local range binds several). */
export interface ArbParamItem {
  offset: number;
  entries: ArbParameter[];
}

export type ArbArrayIndex =
  | { kind: 'absolute'; index: number; offset: number }
  | { kind: 'relative'; address: string; addressOffset: number; displacement: number; offset: number };

/** What a register operand names. */
export type ArbRegisterRef =
  | { kind: 'name'; name: string; offset: number; index: ArbArrayIndex | null }
  | { kind: 'attrib'; binding: ArbAttribBinding; offset: number }
  | { kind: 'param'; item: ArbParamItem; offset: number }
  | { kind: 'result'; binding: ArbResultBinding; offset: number };

export interface ArbSrcOperand {
  offset: number;
  negate: boolean;
  ref: ArbRegisterRef;
  /** Channel (0..3) read by each result component. */
  swizzle: Vec4;
}

export interface ArbDstOperand {
  offset: number;
  ref: ArbRegisterRef;
  /** Write mask, bit c = channel c. */
  mask: number;
}

/** One component of SWZ's extended swizzle: a channel 0..3, or the constant 0 or 1 ('0', '1'). */
export interface ArbExtSwizzleComponent {
  select: 0 | 1 | 2 | 3 | '0' | '1';
  negate: boolean;
}

export type ArbTextureTarget = '1D' | '2D' | '3D' | 'CUBE' | 'RECT' | 'SHADOW1D' | 'SHADOW2D' | 'SHADOWRECT';

export interface ArbInstructionNode {
  type: 'instruction';
  offset: number;
  /** Opcode without _SAT. */
  opcode: string;
  saturate: boolean;
  dst: ArbDstOperand | null;
  src: ArbSrcOperand[];
  /** SWZ's four components. */
  extSwizzle: ArbExtSwizzleComponent[] | null;
  /** TEX/TXP/TXB: the image unit and target. */
  texture: { unit: number; target: ArbTextureTarget; offset: number } | null;
}

export interface ArbNameNode {
  name: string;
  offset: number;
}

export type ArbDeclarationNode =
  | { type: 'ATTRIB'; offset: number; name: ArbNameNode; binding: ArbAttribBinding; bindingOffset: number }
  | {
      type: 'PARAM';
      offset: number;
      name: ArbNameNode;
      /** Declared with "[...]". */
      array: boolean;
      /** The declared size, when given. */
      size: { value: number; offset: number } | null;
      items: ArbParamItem[];
    }
  | { type: 'TEMP' | 'ADDRESS'; offset: number; names: ArbNameNode[] }
  | { type: 'OUTPUT'; offset: number; name: ArbNameNode; binding: ArbResultBinding; bindingOffset: number }
  | { type: 'ALIAS'; offset: number; name: ArbNameNode; target: ArbNameNode };

export type ArbStatement = ArbInstructionNode | ArbDeclarationNode;

export interface ArbProgramNode {
  kind: ArbProgramKind;
  options: ArbNameNode[];
  statements: ArbStatement[];
  /** Offset of END. */
  end: number;
}
