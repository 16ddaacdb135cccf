import { graphql } from '../../../generated';

graphql(`
  fragment ConsoleLabel on EditorLabel {
    _id
    kind
    slug
    labelCs
    labelEn
    color
    contrastRatio
    usageCount
    version
  }
`);

graphql(`
  fragment ConsoleArea on EditorArea {
    _id
    slug
    name
    nameEn
    region
    tripCount
    version
  }
`);

export const editorLabelsQuery = graphql(`
  query ConsoleLabels($kind: LabelKind!) {
    editorLabels(kind: $kind) {
      ...ConsoleLabel
    }
  }
`);

export const createLabelMutation = graphql(`
  mutation CreateLabel($kind: LabelKind!, $input: LabelInput!) {
    createLabel(kind: $kind, input: $input) {
      ...ConsoleLabel
    }
  }
`);

export const updateLabelMutation = graphql(`
  mutation UpdateLabel($id: ID!, $version: Int!, $input: LabelInput!) {
    updateLabel(id: $id, version: $version, input: $input) {
      ...ConsoleLabel
    }
  }
`);

export const deleteLabelMutation = graphql(`
  mutation DeleteLabel($id: ID!, $version: Int!) {
    deleteLabel(id: $id, version: $version)
  }
`);

export const editorAreasQuery = graphql(`
  query ConsoleAreas {
    editorAreas {
      ...ConsoleArea
    }
  }
`);

export const createAreaMutation = graphql(`
  mutation CreateArea($input: AreaInput!) {
    createArea(input: $input) {
      ...ConsoleArea
    }
  }
`);

export const updateAreaMutation = graphql(`
  mutation UpdateArea($id: ID!, $version: Int!, $input: AreaInput!) {
    updateArea(id: $id, version: $version, input: $input) {
      ...ConsoleArea
    }
  }
`);

export const deleteAreaMutation = graphql(`
  mutation DeleteArea($id: ID!, $version: Int!) {
    deleteArea(id: $id, version: $version)
  }
`);
